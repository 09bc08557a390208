import { startSignIn } from "@/lib/auth/start-sign-in";
import { route } from "@/lib/http/route";

// Browser navigation target that starts sign-in.
export const GET = route("GET /api/login", {}, async ({ request }) => startSignIn(request));

import { endSession } from "@/lib/auth/end-session";
import { route } from "@/lib/http/route";

// Browser navigation target that ends the session on the server and returns to "/".
export const GET = route("GET /api/logout", {}, async ({ request }) => endSession(request));

import { endSession, endSessionOnNavigation } from "@/lib/auth/end-session";
import { route } from "@/lib/http/route";

// The Log out link: signs out on the reader's own navigation only, then returns to "/".
export const GET = route("GET /api/logout", {}, async ({ request }) => endSessionOnNavigation(request));

// The Sign out button of the page browsers without Fetch Metadata get from GET.
export const POST = route("POST /api/logout", {}, async ({ request }) => endSession(request));

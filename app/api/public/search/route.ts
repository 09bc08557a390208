import { route } from "@/lib/http/route";
import { SEARCH_ENDPOINT, answerSearch } from "@/lib/lists/search-endpoint";

/** See answerSearch; server.ts answers the same call before Next.js (lib/http/front-calls.ts). */
export const GET = route(SEARCH_ENDPOINT, {}, async ({ request }) => answerSearch(request.headers, request.nextUrl.search));

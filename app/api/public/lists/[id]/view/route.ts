import { route } from "@/lib/http/route";
import { LIST_VIEW_ENDPOINT, answerListView } from "@/lib/lists/view-endpoint";

/** See answerListView; server.ts answers the same call before Next.js (lib/http/front-calls.ts). */
export const POST = route(LIST_VIEW_ENDPOINT, {}, async ({ request }) =>
  answerListView(request.headers, request.nextUrl.pathname.split("/")[4] ?? "", request.nextUrl.protocol),
);

import { readBodyBytes } from "@/lib/http/request-guards";
import { route } from "@/lib/http/route";
import { PAGE_VIEW_ENDPOINT, answerPageView } from "@/lib/page-views/view-endpoint";

/**
 * See answerPageView; server.ts answers the same call before Next.js (lib/http/front-calls.ts). It reads
 * its JSON body itself, under the same rules as every route's: marked so, the tests of those rules find it.
 */
export const POST = Object.assign(
  route(PAGE_VIEW_ENDPOINT, {}, async ({ request }) =>
    answerPageView(request.headers, (maxBytes) => readBodyBytes(request, maxBytes), request.nextUrl.protocol),
  ),
  { bodyKind: "json" as const },
);

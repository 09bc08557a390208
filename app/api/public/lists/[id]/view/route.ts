import { route } from "@/lib/http/route";
import { LIST_VIEW_ENDPOINT, answerListView } from "@/lib/lists/view-endpoint";

/** See answerListView; server.ts answers the same call before Next.js (lib/http/front-calls.ts). */
export const POST = route(LIST_VIEW_ENDPOINT, {}, async ({ request }) =>
  answerListView(request.headers, idSegment(request.nextUrl.pathname), request.nextUrl.protocol),
);

/** The {id} segment of the address, decoded as Next.js decodes route params. */
function idSegment(pathname: string): string {
  const segment = pathname.split("/")[4] ?? "";
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

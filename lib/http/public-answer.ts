import { REVALIDATE_EVERY_TIME } from "./shared-caching";

// Answers of the public read calls. They are the same for every visitor (nothing in them depends on who
// asks), so any cache may keep them, but must ask again before each use: an edit shows on the next
// request through any cache in front (lib/http/kept-responses.ts). Error answers carry no caching header.

export function publicJson(data: unknown, options: { total?: number } = {}): Response {
  const headers: Record<string, string> = { "Cache-Control": REVALIDATE_EVERY_TIME };
  if (options.total !== undefined) headers["X-Total-Count"] = String(options.total);
  return Response.json(data, { headers });
}

/** A public read call's answer from its finished JSON text (see lib/cache/cached-answer.ts). */
export function publicJsonText(body: string, options: { total?: number } = {}): Response {
  const headers: Record<string, string> = { "Content-Type": "application/json", "Cache-Control": REVALIDATE_EVERY_TIME };
  if (options.total !== undefined) headers["X-Total-Count"] = String(options.total);
  return new Response(body, { headers });
}

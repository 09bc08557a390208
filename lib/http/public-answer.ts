// Answers of the public read calls. They are the same for every visitor (nothing in them depends on who
// asks), so shared caches may keep them briefly; error answers carry no caching header.
export const PUBLIC_CACHE = {
  /** Categories, chips, site settings, experts: change rarely. */
  taxonomy: "public, max-age=60, stale-while-revalidate=300",
  /** Lists: an unpublished list should disappear quickly. */
  lists: "public, max-age=30, stale-while-revalidate=30",
} as const;

export function publicJson(data: unknown, options: { cache: string; total?: number }): Response {
  const headers: Record<string, string> = { "Cache-Control": options.cache };
  if (options.total !== undefined) headers["X-Total-Count"] = String(options.total);
  return Response.json(data, { headers });
}

/** A public read call's answer from its finished JSON text (see lib/cache/cached-answer.ts). */
export function publicJsonText(body: string, options: { cache: string; total?: number }): Response {
  const headers: Record<string, string> = { "Content-Type": "application/json", "Cache-Control": options.cache };
  if (options.total !== undefined) headers["X-Total-Count"] = String(options.total);
  return new Response(body, { headers });
}

import type { Database } from "@/lib/db/client";
import { publishedListCondition } from "@/lib/lists/published-sql";

// After a start or a deploy every kept page is gone (lib/cache/disk-store.ts), and the first visitor of
// each popular page would wait for it to render. The server renders the most viewed pages itself, in the
// background, one at a time and only while no visitor is waiting for a place (lib/http/render-gate.ts):
// the home page, trending, then lists, topics and curators by the views of the last 30 days.

const VIEW_WINDOW = "30 days";

/** The public addresses most viewed lately, most viewed first, at most `limit`. */
export async function mostViewedPaths(database: Database, limit: number): Promise<string[]> {
  const published = publishedListCondition("l");
  const views = `SELECT v."listId", sum(v.views) AS views FROM list_view_days v WHERE v.day > current_date - interval '${VIEW_WINDOW}' GROUP BY v."listId"`;
  const [lists, topics, curators] = await Promise.all([
    database.query<{ slug: string }>(`SELECT l.slug FROM (${views}) v JOIN content_lists l ON l.id = v."listId" AND ${published} ORDER BY v.views DESC, l.id LIMIT $1`, [limit]),
    database.query<{ slug: string }>(
      `SELECT c.slug FROM (${views}) v JOIN content_lists l ON l.id = v."listId" AND ${published} JOIN categories c ON c.id = l."categoryId" AND c."isVisible"
       GROUP BY c.slug ORDER BY sum(v.views) DESC LIMIT $1`,
      [Math.ceil(limit / 10)],
    ),
    database.query<{ handle: string }>(
      `SELECT e.handle FROM (${views}) v JOIN content_lists l ON l.id = v."listId" AND ${published} JOIN experts e ON e.id = l."expertId"
       GROUP BY e.handle ORDER BY sum(v.views) DESC LIMIT $1`,
      [Math.ceil(limit / 5)],
    ),
  ]);
  const paths = ["/", "/trending"];
  // Lists first, then a topic for every ten lists and a curator for every five, interleaved by rank.
  lists.forEach((list, index) => {
    paths.push(`/lists/${list.slug}`);
    if (index % 10 === 0 && topics[index / 10]) paths.push(`/topics/${topics[index / 10].slug}`);
    if (index % 5 === 0 && curators[index / 5]) paths.push(`/curators/${curators[index / 5].handle}`);
  });
  return paths.slice(0, limit);
}

export interface WarmUpOptions {
  baseUrl: string;
  /** How many requests are in Next.js and waiting for it now. */
  busy: () => { inside: number; waiting: number };
  limit?: number;
  log?: (message: string) => void;
}

/** Renders the most viewed pages (WARM_UP_PAGES, default 300; 0 turns it off), yielding to visitors. */
export async function warmPopularPages({ baseUrl, busy, limit = warmUpPages(), log = console.log }: WarmUpOptions): Promise<void> {
  if (limit === 0) return;
  const get = (path: string) => fetch(`${baseUrl}${path}`, { headers: { "accept-encoding": "br" } }).then((response) => response.arrayBuffer(), () => undefined);
  // The home page first: it opens the app's database, which the query below uses.
  await get("/");
  const database = (globalThis as { database?: Database }).database;
  if (!database) return;
  const started = performance.now();
  const paths = await mostViewedPaths(database, limit).catch(() => []);
  for (const path of paths) {
    while (busy().waiting > 0 || busy().inside > 1) await new Promise((resolve) => setTimeout(resolve, 100));
    await get(path);
  }
  if (paths.length) log(`Rendered the ${paths.length} most viewed pages in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
}

function warmUpPages(env: Record<string, string | undefined> = process.env): number {
  const value = Number.parseInt(env.WARM_UP_PAGES ?? "", 10);
  return Number.isInteger(value) && value >= 0 ? value : 300;
}

// Traffic as a real site gets it: most views on a few popular lists, a long tail over every published
// list, and topic, curator, home and trending pages besides; while it runs, an edit to a random list is
// announced every ten seconds as another instance's write would be (PostgreSQL NOTIFY), so the pages it
// touches render afresh. Deterministic: the same seed gives the same addresses.
import pg from "pg";
import { INVALIDATION_CHANNEL } from "@/lib/cache/channel";
import { cacheTags } from "@/lib/cache/tags";
import type { Database } from "@/lib/db/client";
import { publishedListCondition } from "@/lib/lists/published-sql";
import type { Addresses } from "./addresses";

export interface PublishedList {
  id: number;
  slug: string;
  categoryId: number | null;
  expertId: number | null;
}

/**
 * Every published list with what an edit of it names, most viewed first (by the views the site recorded
 * over the last 30 days): the traffic a site sees follows what it has seen.
 */
export async function readPublishedLists(database: Database): Promise<PublishedList[]> {
  return database.query<PublishedList>(
    `SELECT l.id, l.slug, l."categoryId", l."expertId"
     FROM content_lists l
     LEFT JOIN (SELECT "listId", sum(views) AS views FROM list_view_days WHERE day > current_date - interval '30 days' GROUP BY "listId") v ON v."listId" = l.id
     WHERE ${publishedListCondition("l")}
     ORDER BY v.views DESC NULLS LAST, l.id`,
  );
}

/** A small seeded generator (mulberry32): the same run each time. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const EULER_GAMMA = 0.5772156649;

/**
 * Picks 0..n-1 by Zipf's law with exponent 1 (rank k with probability about 1/k), through the inverse of
 * its approximate distribution, H(k) ≈ ln k + γ: the first few very often, every one now and then.
 */
function zipf(n: number, next: () => number) {
  const total = Math.log(n) + EULER_GAMMA;
  return () => Math.min(n, Math.max(1, Math.floor(Math.exp(next() * total - EULER_GAMMA)))) - 1;
}

/**
 * `count` addresses: 70 in 100 list pages (Zipf over every published list, in the order given: most viewed
 * first), 15 topic pages with filters, 10 curator pages, 5 home or trending.
 */
export function realisticPaths(lists: PublishedList[], addresses: Addresses, count: number, seed = 7): string[] {
  const next = random(seed);
  const order = lists.map((list) => `/lists/${list.slug}`);
  const popularList = zipf(order.length, next);
  const popularTopic = zipf(addresses.topics.length, next);
  const popularCurator = zipf(addresses.curators.length, next);
  const paths: string[] = [];
  for (let index = 0; index < count; index++) {
    const kind = next();
    if (kind < 0.7) paths.push(order[popularList()]);
    else if (kind < 0.85) paths.push(addresses.topics[popularTopic()]);
    else if (kind < 0.95) paths.push(addresses.curators[popularCurator()]);
    else paths.push(next() < 0.5 ? "/" : "/trending");
  }
  return paths;
}

/**
 * What an edit of `list` names, as lib/content/list-references.ts's listTags does. (An edit of one of its
 * category's four best-scored lists would also name the category's pool of lists to read next; a random
 * list of 2,000 in a category is one of them 4 times in 2,000.)
 */
function editTags(list: PublishedList): string[] {
  return [
    cacheTags.lists,
    cacheTags.list(list.id),
    cacheTags.listSlug(list.slug),
    ...(list.categoryId === null ? [] : [cacheTags.category(list.categoryId)]),
    ...(list.expertId === null ? [] : [cacheTags.expert(list.expertId)]),
  ];
}

/** Announces an edit of a random list every `everyMs`, as another instance would; stop() ends it. */
export async function announceEdits(url: string, lists: PublishedList[], everyMs = 10_000): Promise<{ stop(): Promise<number> }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const next = random(11);
  let sent = 0;
  const timer = setInterval(() => {
    const list = lists[Math.floor(next() * lists.length)];
    sent += 1;
    client.query("SELECT pg_notify($1, $2)", [INVALIDATION_CHANNEL, JSON.stringify(editTags(list))]).catch(() => undefined);
  }, everyMs);
  return {
    async stop() {
      clearInterval(timer);
      await client.end();
      return sent;
    },
  };
}

import "server-only";
import { cacheArea } from "@/lib/cache/cache-area";
import { database } from "@/lib/db";
import { findPublicListsByIds } from "./public-list-rows";
import { publishedListCondition } from "./published-sql";
import { withSafeContent } from "./safe-content";

// Public lists as UTF-8 JSON, for answers that carry a hundred lists with their bodies. Each list's JSON is
// kept under a version made of the row versions (PostgreSQL's xmin) of the list, its category and its
// expert: any write to any of them makes a new version, so a kept text can never be stale. A page then
// costs one small query for the versions, and the full rows only of lists changed or not seen before.
// Kept as bytes, so an answer is a copy of its parts rather than 270 KB of string to join and encode.
// A version never goes stale, so entries carry no tags: they leave when the budget needs room.
const kept = cacheArea<Buffer>("list-json", { sizeOf: (json) => json.byteLength });

const OPEN = Buffer.from("[");
const COMMA = Buffer.from(",");
const CLOSE = Buffer.from("]");

/** A JSON array of the published lists with these ids, in the order of `ids`, as UTF-8. */
export async function findPublicListsJsonArray(ids: number[]): Promise<Buffer> {
  const parts = await findPublicListJsonByIds(ids);
  return Buffer.concat([OPEN, ...parts.flatMap((part, index) => (index ? [COMMA, part] : [part])), CLOSE]);
}

/** The JSON of the published lists with these ids, in the order of `ids`; missing or unpublished ids are skipped. */
async function findPublicListJsonByIds(ids: number[]): Promise<Buffer[]> {
  if (ids.length === 0) return [];
  const rows = await database.query<{ id: number; version: string }>(
    `SELECT l.id, concat_ws(':', l.id, l.xmin, c.xmin, e.xmin) AS version
     FROM content_lists l
     LEFT JOIN categories c ON c.id = l."categoryId"
     LEFT JOIN experts e ON e.id = l."expertId"
     WHERE l.id = ANY($1::int[]) AND ${publishedListCondition("l")}`,
    [ids],
  );
  const versions = new Map(rows.map((row) => [row.id, row.version]));
  const known = new Map(rows.map((row) => [row.id, kept.get(row.version)]));
  const missing = rows.filter((row) => known.get(row.id) === undefined).map((row) => row.id);
  const fresh = new Map<number, Buffer>();
  for (const list of await findPublicListsByIds(missing)) {
    const json = Buffer.from(JSON.stringify(withSafeContent(list)));
    fresh.set(list.id, json);
    kept.set(versions.get(list.id)!, json, []);
  }
  return ids.flatMap((id) => {
    const version = versions.get(id);
    const json = fresh.get(id) ?? (version === undefined ? undefined : known.get(id));
    return json === undefined ? [] : [json];
  });
}

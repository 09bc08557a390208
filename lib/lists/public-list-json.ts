import "server-only";
import { cacheArea } from "@/lib/cache/cache-area";
import { database } from "@/lib/db";
import type { PublicList } from "./public-list";
import { findPublicListsByIds, findSearchItemsByIds, type SearchItem } from "./public-list-rows";
import { publishedListCondition } from "./published-sql";
import { withSafeContent } from "./safe-content";

// Public lists as UTF-8 JSON, for answers that carry a hundred lists with their bodies (or, for search,
// with their previews). Each list's JSON is
// kept under a version made of the row versions (PostgreSQL's xmin) of the list, its category and its
// expert: any write to any of them makes a new version, so a kept text can never be stale. A page then
// costs one small query for the versions, and the full rows only of lists changed or not seen before.
// Kept as bytes, so an answer is a copy of its parts rather than 270 KB of string to join and encode.
// A version never goes stale, so entries carry no tags: they leave when the budget needs room.
const kept = cacheArea<Buffer>("list-json", { sizeOf: (json) => json.byteLength });

const OPEN = Buffer.from("[");
const COMMA = Buffer.from(",");
const CLOSE = Buffer.from("]");

interface JsonShape<T extends { id: number }> {
  /** Distinguishes this shape's kept texts from another's of the same version. */
  name: string;
  read: (ids: number[]) => Promise<T[]>;
  toJson: (list: T) => string;
}

const FULL_LIST: JsonShape<PublicList> = { name: "list", read: findPublicListsByIds, toJson: (list) => JSON.stringify(withSafeContent(list)) };
// A preview is plain text: nothing in it for the sanitizer.
const SEARCH_ITEM: JsonShape<SearchItem> = { name: "search-item", read: findSearchItemsByIds, toJson: (item) => JSON.stringify(item) };

/** A JSON array of the published lists with these ids, in the order of `ids`, as UTF-8. */
export async function findPublicListsJsonArray(ids: number[]): Promise<Buffer> {
  return jsonArray(await findJsonByIds(ids, FULL_LIST));
}

/** A JSON array of the published lists with these ids as search items (preview, no body), in the order of `ids`. */
export async function findSearchItemsJsonArray(ids: number[]): Promise<Buffer> {
  return jsonArray(await findJsonByIds(ids, SEARCH_ITEM));
}

function jsonArray(parts: Buffer[]): Buffer {
  return Buffer.concat([OPEN, ...parts.flatMap((part, index) => (index ? [COMMA, part] : [part])), CLOSE]);
}

/** The JSON of the published lists with these ids, in the order of `ids`; missing or unpublished ids are skipped. */
async function findJsonByIds<T extends { id: number }>(ids: number[], shape: JsonShape<T>): Promise<Buffer[]> {
  if (ids.length === 0) return [];
  const rows = await database.query<{ id: number; version: string }>(
    `SELECT l.id, concat_ws(':', $2::text, l.id, l.xmin, c.xmin, e.xmin) AS version
     FROM content_lists l
     LEFT JOIN categories c ON c.id = l."categoryId"
     LEFT JOIN experts e ON e.id = l."expertId"
     WHERE l.id = ANY($1::int[]) AND ${publishedListCondition("l")}`,
    [ids, shape.name],
    { prepared: true },
  );
  const versions = new Map(rows.map((row) => [row.id, row.version]));
  const known = new Map(rows.map((row) => [row.id, kept.get(row.version)]));
  const missing = rows.filter((row) => known.get(row.id) === undefined).map((row) => row.id);
  const fresh = new Map<number, Buffer>();
  for (const list of await shape.read(missing)) {
    const json = Buffer.from(shape.toJson(list));
    fresh.set(list.id, json);
    kept.set(versions.get(list.id)!, json, []);
  }
  return ids.flatMap((id) => {
    const version = versions.get(id);
    const json = fresh.get(id) ?? (version === undefined ? undefined : known.get(id));
    return json === undefined ? [] : [json];
  });
}

// npm run bench:seed -- [count]
//
// Fills the PostgreSQL database in DATABASE_URL with `count` (default 100,000) realistic lists for the
// search and trending benchmarks: about 85% published, 15% drafts, spread over the demo categories and
// experts, with titles, bodies and methodology built from the demo content's own vocabulary, three years of
// dates, a month of daily view counts and some recent favorites. The rows are generated inside PostgreSQL
// (generate_series over small word and section tables), in chunks spread over two connections, so the
// search trigger computes every document exactly as it would for an editor's write.
//
// Bulk rows have slugs starting with "bulk-"; a second run deletes them first, so the count is exact.
import nextEnv from "@next/env";
import pg from "pg";
import { seedLists } from "@/prisma/seed-data/lists";
import { openDatabase } from "@/lib/db/client";
import { seedDemoContent } from "@/prisma/demo-content";
import { sanitizeRichText } from "@/lib/sanitize";
import { TITLE_WORDS, INTRO_SENTENCES, METHODOLOGY_SENTENCES, AUTHOR_NAMES, AUTHOR_ORGS } from "./bulk-vocabulary";

nextEnv.loadEnvConfig(process.cwd());

const CHUNK = 5_000;
const CONNECTIONS = 2;

async function main() {
  const url = process.env.DATABASE_URL?.trim();
  if (!url || !/^postgres(ql)?:\/\//.test(url)) {
    throw new Error("Set DATABASE_URL to the PostgreSQL database to fill, e.g. postgres://postgres@127.0.0.1:5432/lists_bench.");
  }
  const count = Number.parseInt(process.argv[2] ?? "100000", 10);
  if (!Number.isInteger(count) || count < 1 || count > 5_000_000) throw new Error("count must be a whole number from 1 to 5,000,000.");

  const started = performance.now();
  const database = openDatabase({ kind: "postgres", url });
  try {
    await database.migrate();
    await seedDemoContent(database.prisma);
  } finally {
    await database.close();
  }

  const setup = new pg.Client({ connectionString: url });
  await setup.connect();
  try {
    await setup.query("DELETE FROM content_lists WHERE slug LIKE 'bulk-%'");
    await setup.query("DELETE FROM users WHERE email LIKE 'bulk-%@example.com'");
    await createVocabulary(setup);
  } finally {
    await setup.end();
  }

  const chunks = Array.from({ length: Math.ceil(count / CHUNK) }, (_, index) => ({
    from: index * CHUNK + 1,
    to: Math.min(count, (index + 1) * CHUNK),
  }));
  let done = 0;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async (_, worker) => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        for (let index = worker; index < chunks.length; index += CONNECTIONS) {
          await client.query(INSERT_LISTS, [chunks[index].from, chunks[index].to]);
          done += chunks[index].to - chunks[index].from + 1;
          process.stdout.write(`\r${done.toLocaleString("en-US")} / ${count.toLocaleString("en-US")} lists`);
        }
      } finally {
        await client.end();
      }
    }),
  );
  process.stdout.write("\n");

  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(INSERT_VIEWS);
    await client.query(INSERT_USERS_AND_FAVORITES);
    await client.query("DROP TABLE bulk_words, bulk_sections, bulk_sentences");
    await client.query("VACUUM ANALYZE content_lists");
    await client.query("VACUUM ANALYZE list_view_days");
    await client.query("VACUUM ANALYZE favorites");
    const { rows } = await client.query<{ status: string; n: string }>(
      "SELECT status::text, count(*) AS n FROM content_lists GROUP BY status ORDER BY status",
    );
    const views = await client.query<{ n: string }>("SELECT count(*) AS n FROM list_view_days");
    const favorites = await client.query<{ n: string }>("SELECT count(*) AS n FROM favorites");
    console.log(
      `Done in ${((performance.now() - started) / 1000).toFixed(1)} s: ` +
        rows.map((row) => `${Number(row.n).toLocaleString("en-US")} ${row.status}`).join(", ") +
        ` lists, ${Number(views.rows[0].n).toLocaleString("en-US")} view-day rows, ` +
        `${Number(favorites.rows[0].n).toLocaleString("en-US")} favorites.`,
    );
  } finally {
    await client.end();
  }
}

/** Small tables the generator draws from: title words, body sections and sentences, per category. */
async function createVocabulary(client: pg.Client) {
  await client.query(`
    DROP TABLE IF EXISTS bulk_words, bulk_sections, bulk_sentences;
    CREATE UNLOGGED TABLE bulk_words (category text, kind text, n int, word text);
    CREATE UNLOGGED TABLE bulk_sections (category text, n int, html text);
    CREATE UNLOGGED TABLE bulk_sentences (kind text, n int, sentence text);`);

  const words: [string, string, number, string][] = [];
  for (const [category, kinds] of Object.entries(TITLE_WORDS)) {
    for (const [kind, list] of Object.entries(kinds)) list.forEach((word, n) => words.push([category, kind, n, word]));
  }
  await insertRows(client, "bulk_words", words);

  // The demo bodies cut at their headings: real, already-sanitized sections to recombine.
  const sections: [string, number, string][] = [];
  const counters = new Map<string, number>();
  for (const list of seedLists) {
    for (const part of sanitizeRichText(list.content).split(/(?=<h2>)/)) {
      if (!part.startsWith("<h2>")) continue;
      const n = counters.get(list.categorySlug) ?? 0;
      counters.set(list.categorySlug, n + 1);
      sections.push([list.categorySlug, n, part.trim()]);
    }
  }
  await insertRows(client, "bulk_sections", sections);

  const sentences: [string, number, string][] = [
    ...INTRO_SENTENCES.map((sentence, n): [string, number, string] => ["intro", n, sentence]),
    ...METHODOLOGY_SENTENCES.map((sentence, n): [string, number, string] => ["methodology", n, sentence]),
    ...AUTHOR_NAMES.map((sentence, n): [string, number, string] => ["author", n, sentence]),
    ...AUTHOR_ORGS.map((sentence, n): [string, number, string] => ["org", n, sentence]),
  ];
  await insertRows(client, "bulk_sentences", sentences);
  await client.query("ANALYZE bulk_words; ANALYZE bulk_sections; ANALYZE bulk_sentences;");
}

async function insertRows(client: pg.Client, table: string, rows: unknown[][]) {
  const width = rows[0].length;
  const values = rows.map((_, row) => `(${Array.from({ length: width }, (_, column) => `$${row * width + column + 1}`).join(", ")})`);
  await client.query(`INSERT INTO ${table} VALUES ${values.join(", ")}`, rows.flat());
}

// One row per g in [$1, $2]. Every choice comes from hashes of g, so a run is reproducible and rows differ.
const INSERT_LISTS = `
WITH cats AS (SELECT id, slug, row_number() OVER (ORDER BY id) - 1 AS n, count(*) OVER () AS total FROM categories),
exps AS (SELECT id, name, row_number() OVER (ORDER BY id) - 1 AS n, count(*) OVER () AS total FROM experts),
base AS (
  SELECT g,
    abs(hashint8(g::bigint * 31 + 1)::bigint) AS h1, abs(hashint8(g::bigint * 31 + 2)::bigint) AS h2,
    abs(hashint8(g::bigint * 31 + 3)::bigint) AS h3, abs(hashint8(g::bigint * 31 + 4)::bigint) AS h4,
    abs(hashint8(g::bigint * 31 + 5)::bigint) AS h5, abs(hashint8(g::bigint * 31 + 6)::bigint) AS h6
  FROM generate_series($1::int, $2::int) AS g
),
picked AS (
  SELECT b.*, c.id AS category_id, c.slug AS category_slug,
    CASE WHEN b.h2 % 100 < 80 THEN e.id END AS expert_id, e.name AS expert_name,
    (now() - ((b.h3 % 1095) || ' days')::interval - ((b.h4 % 86400) || ' seconds')::interval) AS created_at
  FROM base b
  JOIN cats c ON c.n = b.h1 % c.total
  JOIN exps e ON e.n = b.h2 % e.total
),
titled AS (
  SELECT p.*,
    concat_ws(' ',
      (SELECT word FROM bulk_words w WHERE w.category = '*' AND w.kind = 'prefix' AND w.n = p.h4 % (SELECT count(*) FROM bulk_words WHERE category = '*' AND kind = 'prefix')),
      (SELECT word FROM bulk_words w WHERE w.category = p.category_slug AND w.kind = 'subject' AND w.n = p.h5 % (SELECT count(*) FROM bulk_words x WHERE x.category = p.category_slug AND x.kind = 'subject')),
      (SELECT word FROM bulk_words w WHERE w.category = '*' AND w.kind = 'form' AND w.n = p.h6 % (SELECT count(*) FROM bulk_words WHERE category = '*' AND kind = 'form')),
      (SELECT word FROM bulk_words w WHERE w.category = '*' AND w.kind = 'qualifier' AND w.n = (p.h1 / 7) % (SELECT count(*) FROM bulk_words WHERE category = '*' AND kind = 'qualifier'))
    ) AS title
  FROM picked p
)
INSERT INTO content_lists (
  title, slug, content, "imageUrl", "sourceUrl", methodology, "verificationStatus", "qualityScore",
  "affiliateDisclosure", "lastVerifiedAt", "categoryId", "expertId", author, "authorOrg", "isFree", status,
  "colorOptions", "publishedAt", "createdAt", "updatedAt"
)
SELECT
  t.title,
  'bulk-' || trim(both '-' from regexp_replace(lower(t.title), '[^a-z0-9]+', '-', 'g')) || '-' || t.g,
  '<p>' || (SELECT sentence FROM bulk_sentences WHERE kind = 'intro' AND n = t.h3 % (SELECT count(*) FROM bulk_sentences WHERE kind = 'intro'))
    || ' ' || (SELECT sentence FROM bulk_sentences WHERE kind = 'intro' AND n = t.h5 % (SELECT count(*) FROM bulk_sentences WHERE kind = 'intro')) || '</p>'
    || (SELECT string_agg(s.html, E'\n' ORDER BY k)
        FROM generate_series(0, 2 + t.h6 % 3) AS k
        JOIN bulk_sections s ON s.category = t.category_slug
          AND s.n = (t.h1 / 3 + k * (1 + t.h2 % 5)) % (SELECT count(*) FROM bulk_sections x WHERE x.category = t.category_slug)),
  '/images/demo/lists/' || t.category_slug || '-' || (1 + t.h4 % 3) || '.svg',
  'https://example.org/sources/bulk/' || t.g,
  (SELECT sentence FROM bulk_sentences WHERE kind = 'methodology' AND n = t.h4 % (SELECT count(*) FROM bulk_sentences WHERE kind = 'methodology')),
  (CASE WHEN t.h5 % 100 < 60 THEN 'verified' ELSE 'community' END)::"VerificationStatus",
  CASE WHEN t.h6 % 50 = 0 THEN NULL ELSE 40 + ((t.h1 % 59) + (t.h2 % 59)) / 2 END,
  t.h3 % 4 = 0,
  CASE WHEN t.h4 % 5 = 0 THEN NULL ELSE t.created_at + ((t.h5 % 30) || ' days')::interval END,
  CASE WHEN t.h3 % 100 < 3 THEN NULL ELSE t.category_id END,
  t.expert_id,
  CASE WHEN t.expert_id IS NULL THEN (SELECT sentence FROM bulk_sentences WHERE kind = 'author' AND n = t.h3 % (SELECT count(*) FROM bulk_sentences WHERE kind = 'author')) ELSE t.expert_name END,
  CASE WHEN t.expert_id IS NULL AND t.h4 % 2 = 0 THEN (SELECT sentence FROM bulk_sentences WHERE kind = 'org' AND n = t.h5 % (SELECT count(*) FROM bulk_sentences WHERE kind = 'org')) END,
  t.h2 % 3 <> 0,
  (CASE WHEN t.h6 % 100 < 85 THEN 'published' ELSE 'draft' END)::"ListStatus",
  CASE WHEN t.h1 % 4 = 0 THEN ARRAY['#5D0034', '#BF9B6F'] ELSE ARRAY[]::text[] END,
  CASE WHEN t.h6 % 100 < 85 THEN t.created_at END,
  t.created_at,
  least(now(), t.created_at + ((t.h2 % 400) || ' days')::interval)
FROM titled t`;

// A month of views for about a third of the published lists: a few popular, most quiet, recent days busier.
const INSERT_VIEWS = `
INSERT INTO list_view_days ("listId", day, views)
SELECT l.id, (now() AT TIME ZONE 'UTC')::date - d,
  greatest(1, ((abs(hashint8(l.id::bigint)::bigint) % 50) * (30 - d) / 30 + abs(hashint8(l.id::bigint * 7 + d)::bigint) % 5)::int)
FROM content_lists l
CROSS JOIN generate_series(0, 29) AS d
WHERE l.status = 'published' AND l.slug LIKE 'bulk-%' AND abs(hashint8(l.id::bigint)::bigint) % 3 = 0
  AND abs(hashint8(l.id::bigint * 13 + d)::bigint) % 4 <> 0
ON CONFLICT ("listId", day) DO UPDATE SET views = list_view_days.views + EXCLUDED.views`;

// 2,000 readers, each with up to 25 favorites spread over the last 60 days.
const INSERT_USERS_AND_FAVORITES = `
CREATE TEMP TABLE bulk_published AS
  SELECT id, row_number() OVER (ORDER BY id) AS n FROM content_lists WHERE status = 'published';
CREATE UNIQUE INDEX ON bulk_published (n);
ANALYZE bulk_published;
WITH readers AS (
  INSERT INTO users (id, email, "firstName", "lastName", "updatedAt")
  SELECT gen_random_uuid(), 'bulk-' || u || '@example.com', 'Reader', 'No. ' || u, now() FROM generate_series(1, 2000) AS u
  RETURNING id
),
numbered AS (SELECT id, row_number() OVER () AS n FROM readers)
INSERT INTO favorites ("userId", "listId", "createdAt")
SELECT r.id, p.id, now() - ((abs(hashint8(r.n * 1000 + k)::bigint) % (60 * 86400)) || ' seconds')::interval
FROM numbered r
CROSS JOIN generate_series(1, 25) AS k
JOIN bulk_published p ON p.n = 1 + abs(hashint8(r.n * 977 + k * 7919)::bigint) % (SELECT count(*) FROM bulk_published)
WHERE abs(hashint8(r.n * 31 + k)::bigint) % 25 < 12
ON CONFLICT ("userId", "listId") DO NOTHING;
DROP TABLE bulk_published;`;

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

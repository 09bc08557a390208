// The statements that fill the benchmark database. Rows are generated inside PostgreSQL (generate_series
// over small vocabulary tables, choices from hashes of the row number), so a run is reproducible, the
// search trigger computes every document as it would for an editor's write, and the same SQL runs on a
// PostgreSQL server and on the embedded database. Every generated row is marked "bench-" so a refill
// deletes exactly those.

export const DELETE_PREVIOUS = `
DELETE FROM content_lists WHERE slug LIKE 'bench-%';
DELETE FROM experts WHERE handle LIKE 'bench-%';
DELETE FROM categories WHERE slug LIKE 'bench-%';
DELETE FROM users WHERE email LIKE 'bench-%@example.com';
DROP TABLE IF EXISTS bench_words, bench_sections, bench_sentences, bench_category_vocab, bench_published;
CREATE UNLOGGED TABLE bench_words (vocab text, kind text, n int, word text);
CREATE UNLOGGED TABLE bench_sections (vocab text, n int, html text);
CREATE UNLOGGED TABLE bench_sentences (kind text, n int, sentence text);
CREATE UNLOGGED TABLE bench_category_vocab (category_id int, slug text, vocab text);
CREATE TABLE IF NOT EXISTS bench_meta (key text PRIMARY KEY, value text NOT NULL);
DELETE FROM bench_meta;`;

/** $1 = how many experts to add; names and specialties cycle through the vocabulary. */
export const INSERT_EXPERTS = `
INSERT INTO experts (name, handle, specialty, bio, verified, "credibilityScore", "sortOrder", "updatedAt")
SELECT
  (SELECT sentence FROM bench_sentences WHERE kind = 'author' AND n = g % (SELECT count(*) FROM bench_sentences WHERE kind = 'author'))
    || ' ' || chr(65 + g % 26) || '.',
  'bench-expert-' || g,
  (SELECT word FROM bench_words WHERE kind = 'subject' ORDER BY vocab, n OFFSET g % (SELECT count(*) FROM bench_words WHERE kind = 'subject') LIMIT 1) || ' specialist',
  (SELECT sentence FROM bench_sentences WHERE kind = 'methodology' AND n = g % (SELECT count(*) FROM bench_sentences WHERE kind = 'methodology')),
  g % 3 <> 0,
  40 + abs(hashint8(g::bigint))::bigint % 60,
  100 + g,
  now()
FROM generate_series(1, $1::int) AS g`;

// One published list per g in [$1, $2], 1-5 KB of body each.
export const INSERT_LISTS = `
WITH cats AS (SELECT category_id, slug, vocab, row_number() OVER (ORDER BY category_id) - 1 AS n, count(*) OVER () AS total FROM bench_category_vocab),
exps AS (SELECT id, name, row_number() OVER (ORDER BY id) - 1 AS n, count(*) OVER () AS total FROM experts),
base AS (
  SELECT g,
    abs(hashint8(g::bigint * 31 + 1)::bigint) AS h1, abs(hashint8(g::bigint * 31 + 2)::bigint) AS h2,
    abs(hashint8(g::bigint * 31 + 3)::bigint) AS h3, abs(hashint8(g::bigint * 31 + 4)::bigint) AS h4,
    abs(hashint8(g::bigint * 31 + 5)::bigint) AS h5, abs(hashint8(g::bigint * 31 + 6)::bigint) AS h6
  FROM generate_series($1::int, $2::int) AS g
),
picked AS (
  SELECT b.*, c.category_id, c.vocab,
    CASE WHEN b.h2 % 100 < 85 THEN e.id END AS expert_id, e.name AS expert_name,
    (now() - ((b.h3 % 1095) || ' days')::interval - ((b.h4 % 86400) || ' seconds')::interval) AS created_at
  FROM base b
  JOIN cats c ON c.n = b.h1 % c.total
  JOIN exps e ON e.n = b.h2 % e.total
),
titled AS (
  SELECT p.*,
    concat_ws(' ',
      (SELECT word FROM bench_words w WHERE w.vocab = '*' AND w.kind = 'prefix' AND w.n = p.h4 % (SELECT count(*) FROM bench_words WHERE vocab = '*' AND kind = 'prefix')),
      (SELECT word FROM bench_words w WHERE w.vocab = p.vocab AND w.kind = 'subject' AND w.n = p.h5 % (SELECT count(*) FROM bench_words x WHERE x.vocab = p.vocab AND x.kind = 'subject')),
      (SELECT word FROM bench_words w WHERE w.vocab = '*' AND w.kind = 'form' AND w.n = p.h6 % (SELECT count(*) FROM bench_words WHERE vocab = '*' AND kind = 'form')),
      (SELECT word FROM bench_words w WHERE w.vocab = '*' AND w.kind = 'qualifier' AND w.n = (p.h1 / 7) % (SELECT count(*) FROM bench_words WHERE vocab = '*' AND kind = 'qualifier'))
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
  'bench-' || trim(both '-' from regexp_replace(lower(t.title), '[^a-z0-9]+', '-', 'g')) || '-' || t.g,
  '<p>' || (SELECT sentence FROM bench_sentences WHERE kind = 'intro' AND n = t.h3 % (SELECT count(*) FROM bench_sentences WHERE kind = 'intro'))
    || ' ' || (SELECT sentence FROM bench_sentences WHERE kind = 'intro' AND n = t.h5 % (SELECT count(*) FROM bench_sentences WHERE kind = 'intro')) || '</p>'
    || (SELECT string_agg(s.html, E'\\n' ORDER BY k)
        FROM generate_series(0, 1 + t.h6 % 5) AS k
        JOIN bench_sections s ON s.vocab = t.vocab
          AND s.n = (t.h1 / 3 + k * (1 + t.h2 % 5)) % (SELECT count(*) FROM bench_sections x WHERE x.vocab = t.vocab)),
  '/images/demo/lists/' || t.vocab || '-' || (1 + t.h4 % 3) || '.svg',
  'https://example.org/sources/bench/' || t.g,
  (SELECT sentence FROM bench_sentences WHERE kind = 'methodology' AND n = t.h4 % (SELECT count(*) FROM bench_sentences WHERE kind = 'methodology')),
  (CASE WHEN t.h5 % 100 < 60 THEN 'verified' ELSE 'community' END)::"VerificationStatus",
  CASE WHEN t.h6 % 50 = 0 THEN NULL ELSE 40 + ((t.h1 % 59) + (t.h2 % 59)) / 2 END,
  t.h3 % 4 = 0,
  CASE WHEN t.h4 % 5 = 0 THEN NULL ELSE t.created_at + ((t.h5 % 30) || ' days')::interval END,
  t.category_id,
  t.expert_id,
  CASE WHEN t.expert_id IS NULL THEN (SELECT sentence FROM bench_sentences WHERE kind = 'author' AND n = t.h3 % (SELECT count(*) FROM bench_sentences WHERE kind = 'author')) ELSE t.expert_name END,
  CASE WHEN t.expert_id IS NULL AND t.h4 % 2 = 0 THEN (SELECT sentence FROM bench_sentences WHERE kind = 'org' AND n = t.h5 % (SELECT count(*) FROM bench_sentences WHERE kind = 'org')) END,
  t.h2 % 3 <> 0,
  'published'::"ListStatus",
  CASE WHEN t.h1 % 4 = 0 THEN ARRAY['#5D0034', '#BF9B6F'] ELSE ARRAY[]::text[] END,
  t.created_at,
  t.created_at,
  least(now(), t.created_at + ((t.h2 % 400) || ' days')::interval)
FROM titled t`;

export const NUMBER_PUBLISHED = `
CREATE UNLOGGED TABLE bench_published AS
  SELECT id, row_number() OVER (ORDER BY id) AS n FROM content_lists WHERE slug LIKE 'bench-%';
CREATE UNIQUE INDEX ON bench_published (n);
ANALYZE bench_published;`;

// $1 view events over the last $2 days, summed per list and day. Popularity is skewed: the cube of a
// uniform draw puts most views on a few lists, as on a real site.
export const INSERT_VIEWS = `
INSERT INTO list_view_days ("listId", day, views)
SELECT p.id, (now() AT TIME ZONE 'UTC')::date - v.d, count(*)::int
FROM (
  SELECT 1 + floor((SELECT count(*) FROM bench_published) * power((abs(hashint8(g::bigint * 17 + 1)::bigint) % 1000000) / 1000000.0, 3))::bigint AS n,
    (abs(hashint8(g::bigint * 17 + 2)::bigint) % $2::int)::int AS d
  FROM generate_series(1, $1::int) AS g
) v
JOIN bench_published p ON p.n = v.n
GROUP BY p.id, v.d
ON CONFLICT ("listId", day) DO UPDATE SET views = list_view_days.views + EXCLUDED.views`;

// $1 readers with ten favorites each ($2 favorites in all), saved over the last $3 days; ten distinct
// lists per reader by construction.
export const INSERT_READERS_AND_FAVORITES = `
WITH readers AS (
  INSERT INTO users (id, email, "firstName", "lastName", "updatedAt")
  SELECT gen_random_uuid(), 'bench-reader-' || u || '@example.com', 'Reader', 'No. ' || u, now() FROM generate_series(1, $1::int) AS u
  RETURNING id, email
),
numbered AS (SELECT id, row_number() OVER (ORDER BY email) AS r FROM readers),
total AS (SELECT count(*) AS n FROM bench_published)
INSERT INTO favorites ("userId", "listId", "createdAt")
SELECT r.id, p.id, now() - ((abs(hashint8(r.r * 1000 + k)::bigint) % ($3::int * 86400)) || ' seconds')::interval
FROM numbered r
CROSS JOIN generate_series(1, 10) AS k
CROSS JOIN total
JOIN bench_published p ON p.n = 1 + (r.r * 7919 + k * 4729) % total.n
WHERE (r.r - 1) * 10 + k <= $2::int
ON CONFLICT ("userId", "listId") DO NOTHING`;

export const CLEAN_UP = `
DROP TABLE IF EXISTS bench_words, bench_sections, bench_sentences, bench_category_vocab, bench_published;`;

// Vacuumed and analyzed after filling, one statement each (VACUUM runs alone): until a vacuum has set
// their visibility maps and hint bits, every read of the freshly written rows also writes them, and the
// search fell 30% short of 100 searches a second on a database autovacuum had not reached yet.
export const TABLES_TO_VACUUM = ["content_lists", "search_words", "list_view_days", "favorites", "experts", "categories", "users"];

-- AlterTable
ALTER TABLE "content_lists" ADD COLUMN     "preview" TEXT NOT NULL DEFAULT '';

-- CreateTable
CREATE TABLE "search_words" (
    "word" TEXT NOT NULL,
    "lists" INTEGER NOT NULL,

    CONSTRAINT "search_words_pkey" PRIMARY KEY ("word")
);

-- CreateIndex
CREATE INDEX "search_words_word_trgm_idx" ON "search_words" USING GIN ("word" gin_trgm_ops);

-- Hand-written from here on (functions and triggers are not modelled by schema.prisma).

-- The plain text of a stored body, as htmlToText in lib/sanitize.ts makes it: the end of a block and a
-- line break leave a space, other tags nothing; the entities the sanitizer writes are decoded in one pass
-- (so "&amp;lt;" reads "&lt;"); whitespace is collapsed.
CREATE FUNCTION list_body_text(body text) RETURNS text
LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  result text := regexp_replace(
    regexp_replace(coalesce(body, ''), '</(p|li|h[1-6]|div|blockquote|tr|td|th|dt|dd|figcaption|pre)>|<br\s*/?>', ' ', 'gi'),
    '<[^>]*>', '', 'g');
  entity text[];
  code integer;
BEGIN
  LOOP
    entity := regexp_match(result, '&#(x[0-9a-f]{1,6}|[0-9]{1,7});', 'i');
    EXIT WHEN entity IS NULL;
    code := CASE WHEN lower(left(entity[1], 1)) = 'x' THEN ('x' || lpad(substr(entity[1], 2), 8, '0'))::bit(32)::integer ELSE entity[1]::integer END;
    result := replace(result, '&#' || entity[1] || ';',
      CASE WHEN code BETWEEN 1 AND 1114111 AND code NOT BETWEEN 55296 AND 57343 THEN chr(code) ELSE '' END);
  END LOOP;
  result := regexp_replace(result, '&nbsp;', ' ', 'gi');
  result := regexp_replace(result, '&lt;', '<', 'gi');
  result := regexp_replace(result, '&gt;', '>', 'gi');
  result := regexp_replace(result, '&quot;', '"', 'gi');
  result := regexp_replace(result, '&apos;', '''', 'gi');
  result := regexp_replace(result, '&amp;', '&', 'gi');
  RETURN btrim(regexp_replace(result, '\s+', ' ', 'g'));
END
$$;

-- At most 200 characters of that text; an ellipsis marks a cut.
CREATE FUNCTION list_preview(body text) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN length(t) > 200 THEN rtrim(left(t, 199)) || '…' ELSE t END FROM list_body_text(body) AS t
$$;

CREATE FUNCTION content_lists_refresh_preview() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.preview := list_preview(NEW.content);
  RETURN NEW;
END
$$;

CREATE TRIGGER content_lists_preview
  BEFORE INSERT OR UPDATE OF content ON content_lists
  FOR EACH ROW EXECUTE FUNCTION content_lists_refresh_preview();

UPDATE content_lists SET preview = list_preview(content);

-- The distinct words of a list that search may correct a misspelling to: letters only, 3 to 32 of them,
-- lower case, no English stop words. Tags and entities are dropped first, as for the search document.
CREATE FUNCTION list_words(title text, author text, author_org text, methodology text, body text) RETURNS SETOF text
LANGUAGE sql STABLE AS $$
  SELECT word
  FROM unnest(tsvector_to_array(to_tsvector('simple', concat_ws(' ', title, author, author_org, methodology,
    regexp_replace(regexp_replace(coalesce(body, ''), '<[^>]*>', ' ', 'g'), '&(#[0-9]+|#x[0-9a-f]+|[a-z]+);', ' ', 'gi'))))) AS word
  WHERE word ~ '^[[:alpha:]]{3,32}$' AND ts_lexize('english_stem', word) <> '{}'
$$;

-- Adds `counts` to the lists of `words` (negative counts remove), and drops words no list holds any more.
-- Words are written in order, so two writers never wait on each other's words in opposite orders.
CREATE FUNCTION search_words_apply(words text[], counts integer[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  emptied text[];
BEGIN
  WITH changed AS (
    INSERT INTO search_words AS s (word, lists)
    SELECT d.word, d.n FROM unnest(words, counts) AS d(word, n) WHERE d.n <> 0 ORDER BY d.word
    ON CONFLICT (word) DO UPDATE SET lists = s.lists + excluded.lists
    RETURNING s.word, s.lists
  )
  SELECT array_agg(word) INTO emptied FROM changed WHERE lists <= 0;
  DELETE FROM search_words WHERE word = ANY (emptied) AND lists <= 0;
END
$$;

-- Statement triggers: a bulk insert counts its words once, not once per row. Every list counts, whatever
-- its status: the vocabulary only proposes words, and what a corrected search finds is filtered to what
-- the public may see like any other search.
CREATE FUNCTION content_lists_search_words_insert() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_words_apply(array_agg(d.word), array_agg(d.n))
  FROM (
    SELECT w.word, count(*)::integer AS n
    FROM new_lists l CROSS JOIN LATERAL list_words(l.title, l.author, l."authorOrg", l.methodology, l.content) AS w(word)
    GROUP BY w.word
  ) d;
  RETURN NULL;
END
$$;

CREATE FUNCTION content_lists_search_words_update() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_words_apply(array_agg(d.word), array_agg(d.n))
  FROM (
    SELECT x.word, sum(x.n)::integer AS n
    FROM (
      SELECT w.word, 1 AS n
      FROM old_lists o JOIN new_lists l ON l.id = o.id
      CROSS JOIN LATERAL list_words(l.title, l.author, l."authorOrg", l.methodology, l.content) AS w(word)
      WHERE (o.title, o.author, o."authorOrg", o.methodology, o.content) IS DISTINCT FROM (l.title, l.author, l."authorOrg", l.methodology, l.content)
      UNION ALL
      SELECT w.word, -1
      FROM old_lists o JOIN new_lists l ON l.id = o.id
      CROSS JOIN LATERAL list_words(o.title, o.author, o."authorOrg", o.methodology, o.content) AS w(word)
      WHERE (o.title, o.author, o."authorOrg", o.methodology, o.content) IS DISTINCT FROM (l.title, l.author, l."authorOrg", l.methodology, l.content)
    ) x
    GROUP BY x.word
  ) d;
  RETURN NULL;
END
$$;

CREATE FUNCTION content_lists_search_words_delete() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_words_apply(array_agg(d.word), array_agg(d.n))
  FROM (
    SELECT w.word, -count(*)::integer AS n
    FROM old_lists o CROSS JOIN LATERAL list_words(o.title, o.author, o."authorOrg", o.methodology, o.content) AS w(word)
    GROUP BY w.word
  ) d;
  RETURN NULL;
END
$$;

CREATE TRIGGER content_lists_search_words_insert
  AFTER INSERT ON content_lists REFERENCING NEW TABLE AS new_lists
  FOR EACH STATEMENT EXECUTE FUNCTION content_lists_search_words_insert();

CREATE TRIGGER content_lists_search_words_update
  AFTER UPDATE ON content_lists REFERENCING OLD TABLE AS old_lists NEW TABLE AS new_lists
  FOR EACH STATEMENT EXECUTE FUNCTION content_lists_search_words_update();

CREATE TRIGGER content_lists_search_words_delete
  AFTER DELETE ON content_lists REFERENCING OLD TABLE AS old_lists
  FOR EACH STATEMENT EXECUTE FUNCTION content_lists_search_words_delete();

INSERT INTO search_words (word, lists)
SELECT w.word, count(*)::integer
FROM content_lists l CROSS JOIN LATERAL list_words(l.title, l.author, l."authorOrg", l.methodology, l.content) AS w(word)
GROUP BY w.word;

-- For each typed word: how many lists hold a known word it begins (a word in several lists counts in each),
-- and up to `per_word` known words close to it (trigram similarity at least `min_similarity`), closest
-- first, then the most used, as a JSON array of [word, lists]. The threshold is the `%` operator's, so the
-- trigram index finds them. The planner counts similarity as cheap and would compare the typed word with
-- every known word instead (7 ms for 3,000 words, against 0.2 ms through the index): no sequential scans.
CREATE FUNCTION search_word_facts(typed text[], min_similarity real, per_word integer)
RETURNS TABLE (typed_word text, prefix_lists integer, candidates json)
LANGUAGE plpgsql
SET enable_seqscan = off
AS $$
BEGIN
  PERFORM set_config('pg_trgm.similarity_threshold', min_similarity::text, true);
  RETURN QUERY
    SELECT t.word,
      (SELECT coalesce(sum(s.lists), 0)::integer FROM search_words s WHERE s.word LIKE t.word || '%'),
      (SELECT coalesce(json_agg(json_build_array(c.word, c.lists)), '[]'::json)
       FROM (
         SELECT s.word, s.lists FROM search_words s WHERE s.word % t.word
         ORDER BY similarity(s.word, t.word) DESC, s.lists DESC LIMIT per_word
       ) c)
    FROM unnest(typed) AS t(word);
END
$$;

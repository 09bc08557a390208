-- Hand-written: search_lexemes kept current, and a search's prefixes written as the words they stand for.
--
-- A search treats each typed word as a prefix ("prep" finds "preparation"). GIN answers a prefix by first
-- collecting every list holding any word that starts with it, across all lists, and only then meets the
-- category or the other words: 4-23 ms a search at 100,000 lists. The same prefix written as the words
-- the documents hold, ('prep' | 'prepar' | 'prepaid'), finds the same lists in 0.5-11 ms: with whole words
-- GIN steps through the long lists of common words guided by the short ones.
CREATE INDEX "search_lexemes_prefix_idx" ON "search_lexemes" ("lexeme" text_pattern_ops);

-- Adds `counts` to the lists of `lexemes` (negative counts remove), and drops lexemes no list holds any
-- more. Written in order, so two writers never wait on each other's rows in opposite orders.
CREATE FUNCTION search_lexemes_apply(lexemes text[], counts integer[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  emptied text[];
BEGIN
  WITH changed AS (
    INSERT INTO search_lexemes AS s (lexeme, lists)
    SELECT d.lexeme, d.n FROM unnest(lexemes, counts) AS d(lexeme, n) WHERE d.n <> 0 ORDER BY d.lexeme
    ON CONFLICT (lexeme) DO UPDATE SET lists = s.lists + excluded.lists
    RETURNING s.lexeme, s.lists
  )
  SELECT array_agg(lexeme) INTO emptied FROM changed WHERE lists <= 0;
  DELETE FROM search_lexemes WHERE lexeme = ANY (emptied) AND lists <= 0;
END
$$;

-- Statement triggers over the search documents, whatever a list's status (what a search finds is filtered
-- to what the public may see like any other search; a lexeme too many only widens a prefix's alternatives).
CREATE FUNCTION content_lists_search_lexemes_insert() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_lexemes_apply(array_agg(d.lexeme), array_agg(d.n))
  FROM (
    SELECT x.lexeme, count(*)::integer AS n
    FROM new_lists l CROSS JOIN LATERAL unnest(tsvector_to_array(l."searchVector")) AS x(lexeme)
    GROUP BY x.lexeme
  ) d;
  RETURN NULL;
END
$$;

CREATE FUNCTION content_lists_search_lexemes_update() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_lexemes_apply(array_agg(d.lexeme), array_agg(d.n))
  FROM (
    SELECT x.lexeme, sum(x.n)::integer AS n
    FROM (
      SELECT w.lexeme, 1 AS n
      FROM old_lists o JOIN new_lists l ON l.id = o.id
      CROSS JOIN LATERAL unnest(tsvector_to_array(l."searchVector")) AS w(lexeme)
      WHERE o."searchVector" IS DISTINCT FROM l."searchVector"
      UNION ALL
      SELECT w.lexeme, -1
      FROM old_lists o JOIN new_lists l ON l.id = o.id
      CROSS JOIN LATERAL unnest(tsvector_to_array(o."searchVector")) AS w(lexeme)
      WHERE o."searchVector" IS DISTINCT FROM l."searchVector"
    ) x
    GROUP BY x.lexeme
  ) d;
  RETURN NULL;
END
$$;

CREATE FUNCTION content_lists_search_lexemes_delete() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_lexemes_apply(array_agg(d.lexeme), array_agg(d.n))
  FROM (
    SELECT x.lexeme, -count(*)::integer AS n
    FROM old_lists o CROSS JOIN LATERAL unnest(tsvector_to_array(o."searchVector")) AS x(lexeme)
    GROUP BY x.lexeme
  ) d;
  RETURN NULL;
END
$$;

CREATE TRIGGER content_lists_search_lexemes_insert
  AFTER INSERT ON content_lists REFERENCING NEW TABLE AS new_lists
  FOR EACH STATEMENT EXECUTE FUNCTION content_lists_search_lexemes_insert();

CREATE TRIGGER content_lists_search_lexemes_update
  AFTER UPDATE ON content_lists REFERENCING OLD TABLE AS old_lists NEW TABLE AS new_lists
  FOR EACH STATEMENT EXECUTE FUNCTION content_lists_search_lexemes_update();

CREATE TRIGGER content_lists_search_lexemes_delete
  AFTER DELETE ON content_lists REFERENCING OLD TABLE AS old_lists
  FOR EACH STATEMENT EXECUTE FUNCTION content_lists_search_lexemes_delete();

INSERT INTO search_lexemes (lexeme, lists)
SELECT x.lexeme, count(*)::integer
FROM content_lists l CROSS JOIN LATERAL unnest(tsvector_to_array(l."searchVector")) AS x(lexeme)
GROUP BY x.lexeme;

-- One lexeme as a tsquery, as it is (to_tsquery would stem it again).
CREATE FUNCTION search_lexeme_query(lexeme text) RETURNS tsquery
LANGUAGE sql IMMUTABLE AS $$
  SELECT ('''' || replace(replace(lexeme, '\', '\\'), '''', '''''') || '''')::tsquery
$$;

-- For each typed word, the tsquery it stands for as a prefix (as to_tsquery('english', word || ':*') reads
-- it: stemmed, "preparing" is 'prepar':*), written as the lexemes that start with that prefix when there
-- are 1 to `most` of them; otherwise (none, or too many to list) the prefix itself. A stop word stands for
-- nothing: an empty text. The lexemes are looked up with the prefix written into the statement, so the
-- pattern index serves it (with a parameter the planner could only scan the whole table).
CREATE FUNCTION search_prefix_queries(words text[], most integer)
RETURNS TABLE (word text, query text)
LANGUAGE plpgsql STABLE AS $$
DECLARE
  typed text;
  prefixed tsquery;
  prefix text;
  expanded tsquery;
  found integer;
  lexeme text;
BEGIN
  FOREACH typed IN ARRAY words LOOP
    prefixed := to_tsquery('english', typed || ':*');
    prefix := replace((regexp_match(prefixed::text, '^''(.*)'':\*$'))[1], '''''', '''');
    expanded := NULL;
    found := 0;
    IF prefix IS NOT NULL THEN
      FOR lexeme IN EXECUTE format(
        'SELECT s.lexeme FROM search_lexemes s WHERE s.lexeme LIKE %L ORDER BY s.lexeme LIMIT %s',
        replace(replace(replace(prefix, '\', '\\'), '%', '\%'), '_', '\_') || '%', most + 1)
      LOOP
        found := found + 1;
        expanded := CASE WHEN expanded IS NULL THEN search_lexeme_query(lexeme) ELSE expanded || search_lexeme_query(lexeme) END;
      END LOOP;
    END IF;
    word := typed;
    query := CASE WHEN found BETWEEN 1 AND most THEN '( ' || expanded::text || ' )' ELSE prefixed::text END;
    RETURN NEXT;
  END LOOP;
END
$$;

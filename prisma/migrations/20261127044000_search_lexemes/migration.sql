-- CreateTable
CREATE TABLE "search_lexemes" (
    "lexeme" TEXT COLLATE "C" NOT NULL,
    "lists" INTEGER NOT NULL,

    CONSTRAINT "search_lexemes_pkey" PRIMARY KEY ("lexeme")
);

-- Hand-written from here on. The C collation lets the primary key serve `lexeme LIKE 'wed%'`.

-- Adds `counts` to the lists of `lexemes` (negative counts remove), and drops lexemes no list holds any
-- more. Written in order, so two writers never wait on each other's lexemes in opposite orders.
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

-- Statement triggers, as for search_words: every list counts, whatever its status (a prefix searched as
-- lexemes no published list holds finds what the prefix finds: nothing more).
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

-- Hand-written: trigram operators for the admin title filter (kept out of the schema's extension list so
-- every later diff does not repeat it).
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- AlterTable
ALTER TABLE "content_lists" ADD COLUMN     "searchVector" tsvector;

-- CreateIndex
CREATE INDEX "content_lists_searchVector_idx" ON "content_lists" USING GIN ("searchVector");

-- CreateIndex
CREATE INDEX "content_lists_title_trgm_idx" ON "content_lists" USING GIN ("title" gin_trgm_ops);

-- Hand-written: keep "searchVector" current on every write. Title weighs most (A), then who made it (B:
-- author, organisation, expert name), methodology (C) and the body text with tags and entities stripped (D).
CREATE FUNCTION content_lists_refresh_search_vector() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  expert_name text;
BEGIN
  SELECT name INTO expert_name FROM experts WHERE id = NEW."expertId";
  NEW."searchVector" :=
    setweight(to_tsvector('english', coalesce(NEW.title, '')), 'A') ||
    setweight(to_tsvector('english', concat_ws(' ', NEW.author, NEW."authorOrg", expert_name)), 'B') ||
    setweight(to_tsvector('english', coalesce(NEW.methodology, '')), 'C') ||
    setweight(to_tsvector('english', regexp_replace(regexp_replace(coalesce(NEW.content, ''),
      '<[^>]*>', ' ', 'g'), '&(#[0-9]+|[a-z]+);', ' ', 'gi')), 'D');
  RETURN NEW;
END
$$;

CREATE TRIGGER content_lists_search_vector
  BEFORE INSERT OR UPDATE OF title, author, "authorOrg", methodology, content, "expertId" ON content_lists
  FOR EACH ROW EXECUTE FUNCTION content_lists_refresh_search_vector();

-- A renamed expert changes the documents of every list they curate.
CREATE FUNCTION experts_refresh_list_search_vectors() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE content_lists SET "expertId" = "expertId" WHERE "expertId" = NEW.id;
  RETURN NULL;
END
$$;

CREATE TRIGGER experts_name_search_vectors
  AFTER UPDATE OF name ON experts
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION experts_refresh_list_search_vectors();

-- Search at 100,000 lists.

-- CreateIndex (schema.prisma): counts of the search filters read from the index alone.
CREATE INDEX "content_lists_search_facets_idx" ON "content_lists"("status", "categoryId", "verificationStatus", "qualityScore");

-- Hand-written from here on (not modelled by schema.prisma, so later diffs leave it alone).

-- Keep the table narrow: bodies and search documents (kilobytes each) move to TOAST storage while the short
-- fields stay in the row. Scans that need only ids, titles, filters and dates (counts, filtered pages, the
-- search's candidate set) then read about 45 MB instead of 210 MB at 100,000 lists. The no-op update
-- rewrites existing rows into that form (the search trigger does not fire: no searched column changes).
ALTER TABLE "content_lists" SET (toast_tuple_target = 768);
UPDATE "content_lists" SET "status" = "status";

-- The published lists whose search document matches `query`, with what the search's filters and order
-- need. PostgreSQL's planner does not count the cost of decompressing a document, so for a word most lists
-- contain it prefers reading every document (close to a second at 100,000 lists) to the GIN index (tens of
-- milliseconds). The settings of this function keep the match on the index and its rows in memory.
CREATE FUNCTION published_lists_matching(query tsquery)
RETURNS TABLE (id integer, title text, "categoryId" integer, "verificationStatus" "VerificationStatus", "qualityScore" integer, "updatedAt" timestamp(3))
LANGUAGE sql STABLE
SET enable_seqscan = off
SET jit = off
SET work_mem = '32MB'
AS $$
  SELECT l.id, l.title, l."categoryId", l."verificationStatus", l."qualityScore", l."updatedAt"
  FROM content_lists l
  WHERE l.status = 'published' AND l."searchVector" @@ query
$$;

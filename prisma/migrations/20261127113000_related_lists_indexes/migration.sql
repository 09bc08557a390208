-- Hand-written: a list page's related lists are the best of its category (then of its expert) by quality
-- score, highest first with unscored lists last, then the most recently updated. These indexes hold that
-- order, so the page reads the first three entries instead of sorting every published list of the
-- category (2,000 of them at 100,000 lists: about 10 ms of the database's CPU per page). Prisma's schema
-- cannot say NULLS LAST in an index, so they live here only.
CREATE INDEX "content_lists_related_by_category_idx" ON "content_lists" ("categoryId", "status", "qualityScore" DESC NULLS LAST, "updatedAt" DESC);

CREATE INDEX "content_lists_related_by_expert_idx" ON "content_lists" ("expertId", "status", "qualityScore" DESC NULLS LAST, "updatedAt" DESC);

-- CreateTable
CREATE TABLE "address_redirects" (
    "section" TEXT NOT NULL,
    "oldSlug" TEXT NOT NULL,
    "targetId" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "address_redirects_pkey" PRIMARY KEY ("section","oldSlug")
);

-- One rule for public addresses: slugs are lowercase letters, digits and hyphens, starting and ending with a
-- letter or digit; handles may also hold underscores inside. Stored slugs and handles that break it get a
-- new address (the old one without its leading and trailing hyphens or underscores, with the record's id
-- added when that is taken), and the old address is kept as a redirect.

INSERT INTO "address_redirects" ("section", "oldSlug", "targetId")
SELECT 'lists', "slug", "id" FROM "content_lists" WHERE "slug" !~ '^[a-z0-9]([a-z0-9-]*[a-z0-9])?$';

WITH "bad" AS (
  SELECT "id", nullif(btrim("slug", '-'), '') AS "base" FROM "content_lists" WHERE "slug" !~ '^[a-z0-9]([a-z0-9-]*[a-z0-9])?$'
), "ranked" AS (
  SELECT "id", "base", row_number() OVER (PARTITION BY "base" ORDER BY "id") AS "n" FROM "bad"
)
UPDATE "content_lists" AS l SET "slug" = CASE
  WHEN r."base" IS NULL THEN 'list-' || l."id"
  WHEN r."n" = 1 AND NOT EXISTS (SELECT 1 FROM "content_lists" o WHERE o."slug" = r."base") THEN r."base"
  ELSE left(r."base", 180) || '-' || l."id"
END
FROM "ranked" r WHERE l."id" = r."id";

-- A version keeps the slug the list had then: restoring it must not bring a broken address back.
UPDATE "content_versions" AS v SET "slug" = l."slug"
FROM "address_redirects" r JOIN "content_lists" l ON l."id" = r."targetId"
WHERE r."section" = 'lists' AND v."contentListId" = l."id" AND v."slug" = r."oldSlug";

INSERT INTO "address_redirects" ("section", "oldSlug", "targetId")
SELECT 'topics', "slug", "id" FROM "categories" WHERE "slug" !~ '^[a-z0-9]([a-z0-9-]*[a-z0-9])?$';

WITH "bad" AS (
  SELECT "id", nullif(btrim("slug", '-'), '') AS "base" FROM "categories" WHERE "slug" !~ '^[a-z0-9]([a-z0-9-]*[a-z0-9])?$'
), "ranked" AS (
  SELECT "id", "base", row_number() OVER (PARTITION BY "base" ORDER BY "id") AS "n" FROM "bad"
)
UPDATE "categories" AS c SET "slug" = CASE
  WHEN r."base" IS NULL THEN 'topic-' || c."id"
  WHEN r."n" = 1 AND NOT EXISTS (SELECT 1 FROM "categories" o WHERE o."slug" = r."base") THEN r."base"
  ELSE left(r."base", 180) || '-' || c."id"
END
FROM "ranked" r WHERE c."id" = r."id";

-- Secondary categories have no page of their own: their slugs follow the rule, with nothing to redirect.
WITH "bad" AS (
  SELECT "id", nullif(btrim("slug", '-'), '') AS "base" FROM "secondary_categories" WHERE "slug" !~ '^[a-z0-9]([a-z0-9-]*[a-z0-9])?$'
), "ranked" AS (
  SELECT "id", "base", row_number() OVER (PARTITION BY "base" ORDER BY "id") AS "n" FROM "bad"
)
UPDATE "secondary_categories" AS s SET "slug" = CASE
  WHEN r."base" IS NULL THEN 'chip-' || s."id"
  WHEN r."n" = 1 AND NOT EXISTS (SELECT 1 FROM "secondary_categories" o WHERE o."slug" = r."base") THEN r."base"
  ELSE left(r."base", 180) || '-' || s."id"
END
FROM "ranked" r WHERE s."id" = r."id";

INSERT INTO "address_redirects" ("section", "oldSlug", "targetId")
SELECT 'curators', "handle", "id" FROM "experts" WHERE "handle" !~ '^[a-z0-9]([a-z0-9_-]*[a-z0-9])?$';

WITH "bad" AS (
  SELECT "id", nullif(btrim("handle", '-_'), '') AS "base" FROM "experts" WHERE "handle" !~ '^[a-z0-9]([a-z0-9_-]*[a-z0-9])?$'
), "ranked" AS (
  SELECT "id", "base", row_number() OVER (PARTITION BY "base" ORDER BY "id") AS "n" FROM "bad"
)
UPDATE "experts" AS e SET "handle" = CASE
  WHEN r."base" IS NULL THEN 'curator-' || e."id"
  WHEN r."n" = 1 AND NOT EXISTS (SELECT 1 FROM "experts" o WHERE o."handle" = r."base") THEN r."base"
  ELSE left(r."base", 180) || '-' || e."id"
END
FROM "ranked" r WHERE e."id" = r."id";

ALTER TABLE "content_lists" DROP CONSTRAINT "content_lists_slug_format";
ALTER TABLE "content_lists" ADD CONSTRAINT "content_lists_slug_format" CHECK ("slug" ~ '^[a-z0-9]([a-z0-9-]*[a-z0-9])?$');
ALTER TABLE "categories" DROP CONSTRAINT "categories_slug_format";
ALTER TABLE "categories" ADD CONSTRAINT "categories_slug_format" CHECK ("slug" ~ '^[a-z0-9]([a-z0-9-]*[a-z0-9])?$');
ALTER TABLE "secondary_categories" DROP CONSTRAINT "secondary_categories_slug_format";
ALTER TABLE "secondary_categories" ADD CONSTRAINT "secondary_categories_slug_format" CHECK ("slug" ~ '^[a-z0-9]([a-z0-9-]*[a-z0-9])?$');
ALTER TABLE "experts" DROP CONSTRAINT "experts_handle_format";
ALTER TABLE "experts" ADD CONSTRAINT "experts_handle_format" CHECK ("handle" ~ '^[a-z0-9]([a-z0-9_-]*[a-z0-9])?$');

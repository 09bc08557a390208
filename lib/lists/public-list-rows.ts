import "server-only";
import { database } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import type { PublicList } from "./public-list";
import { publishedListSql } from "./published-sql";

// The hot path of search and trending: a page of lists by id in one round trip (Prisma's findMany with
// relations takes three) without Prisma's result mapping (about 10 ms of CPU for a hundred lists with
// their bodies), shaped exactly like `toPublicList` shapes a Prisma row. Search items read the stored
// plain-text preview instead of the body.

/** A list as a search answers it: every public field but the body, and the body's plain-text preview. */
export type SearchItem = Omit<PublicList, "content"> & { preview: string };

type Body = { content: string } | { preview: string };

type Row = Body & {
  id: number;
  slug: string;
  title: string;
  expertId: number | null;
  categoryId: number | null;
  verificationStatus: PublicList["verificationStatus"];
  isFree: boolean;
  isFavorite: boolean;
  qualityScore: number | null;
  author: string | null;
  authorOrg: string | null;
  methodology: string | null;
  sourceUrl: string | null;
  imageUrl: string | null;
  affiliateDisclosure: boolean;
  status: PublicList["status"];
  colorOptions: string[];
  lastVerifiedAt: Date | null;
  publishedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  categoryName: string | null;
  categorySlug: string | null;
  expertName: string | null;
  expertHandle: string | null;
  expertImageUrl: string | null;
  expertSpecialty: string | null;
  expertVerified: boolean | null;
  expertCredibilityScore: number | null;
};

/** Published lists by id, in the order of `ids`; ids of missing or unpublished lists are skipped. */
export async function findPublicListsByIds(ids: number[]): Promise<PublicList[]> {
  return (await findRowsByIds(ids, "content")) as PublicList[];
}

/** Published lists by id as search items, in the order of `ids`; missing or unpublished ones are skipped. */
export async function findSearchItemsByIds(ids: number[]): Promise<SearchItem[]> {
  return (await findRowsByIds(ids, "preview")) as SearchItem[];
}

async function findRowsByIds(ids: number[], body: "content" | "preview"): Promise<(Omit<PublicList, "content"> & Body)[]> {
  if (ids.length === 0) return [];
  const query = Prisma.sql`
    SELECT l.id, l.slug, l.title, ${Prisma.raw(`l.${body}`)}, l."expertId", l."categoryId", l."verificationStatus"::text AS "verificationStatus",
      l."isFree", l."isFavorite", l."qualityScore", l.author, l."authorOrg", l.methodology, l."sourceUrl", l."imageUrl",
      l."affiliateDisclosure", l.status::text AS status, l."colorOptions", l."lastVerifiedAt", l."publishedAt", l."createdAt",
      l."updatedAt",
      c.name AS "categoryName", c.slug AS "categorySlug",
      e.name AS "expertName", e.handle AS "expertHandle", e."imageUrl" AS "expertImageUrl", e.specialty AS "expertSpecialty",
      e.verified AS "expertVerified", e."credibilityScore" AS "expertCredibilityScore"
    FROM content_lists l
    LEFT JOIN categories c ON c.id = l."categoryId" AND c."isVisible"
    LEFT JOIN experts e ON e.id = l."expertId"
    WHERE l.id = ANY(${ids}::int[]) AND ${publishedListSql("l")}`;
  const rows = await database.query<Row>(query.text, query.values, { prepared: true });
  const byId = new Map(rows.map((row) => [row.id, toListShape(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

function toListShape(row: Row): Omit<PublicList, "content"> & Body {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    ...("content" in row ? { content: row.content } : { preview: row.preview }),
    expertId: row.expertId,
    categoryId: row.categoryId,
    verificationStatus: row.verificationStatus,
    isFree: row.isFree,
    isFavorite: row.isFavorite,
    qualityScore: row.qualityScore,
    author: row.author,
    authorOrg: row.authorOrg,
    methodology: row.methodology,
    sourceUrl: row.sourceUrl,
    imageUrl: row.imageUrl,
    affiliateDisclosure: row.affiliateDisclosure,
    status: row.status,
    colorOptions: row.colorOptions,
    lastVerifiedAt: row.lastVerifiedAt,
    publishedAt: row.publishedAt,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    category: row.categoryId !== null && row.categoryName !== null && row.categorySlug !== null
      ? { id: row.categoryId, name: row.categoryName, slug: row.categorySlug }
      : null,
    expert: row.expertId !== null && row.expertName !== null && row.expertHandle !== null
      ? {
          id: row.expertId,
          name: row.expertName,
          handle: row.expertHandle,
          imageUrl: row.expertImageUrl,
          specialty: row.expertSpecialty,
          verified: row.expertVerified ?? false,
          credibilityScore: row.expertCredibilityScore,
        }
      : null,
  };
}

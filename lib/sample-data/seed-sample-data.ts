import "server-only";
import type { SessionUser } from "@/lib/auth/current-user";
import { can } from "@/lib/auth/permissions";
import { commitChange } from "@/lib/cache/commit-change";
import { cacheTags } from "@/lib/cache/tags";
import { listChangeTags } from "@/lib/content/list-references";
import { recordVersion } from "@/lib/content/versions";
import { db } from "@/lib/db";
import { forbidden } from "@/lib/http/errors";
import { rankedListStateSelect } from "@/lib/lists/related-pools";
import { sanitizeRichText } from "@/lib/sanitize";
import { SAMPLE_CURATOR, sampleListSlug, sampleLists } from "./sample-content";

export const SAMPLE_DATA_CREATED = "Sample data created: 1 verified curator and 5 sample lists.";
export const SAMPLE_DATA_EXISTS = "Sample data already exists. Nothing was created.";
export const SEED_REQUIRES_ADMIN = "Forbidden: on a production server that already has lists, only a signed-in admin can seed sample data.";

/**
 * On a production server, seeding needs a signed-in admin unless the site has no lists at all (a fresh
 * install); elsewhere anyone may seed.
 */
export async function assertMaySeed(user: SessionUser | null, production = process.env.NODE_ENV === "production"): Promise<void> {
  if (!production || can(user?.role, "settings.write")) return;
  if ((await db.contentList.count()) > 0) throw forbidden(SEED_REQUIRES_ADMIN);
}

/**
 * Creates the sample curator and lists (and any of their categories that are missing). Idempotent: once
 * the sample curator exists, nothing is created.
 */
export async function seedSampleData(actorId: string | null, now = new Date()): Promise<{ created: boolean; message: string }> {
  // Sanitizing is the slow part: done before the transaction, which then only writes.
  const samples = sampleLists().map((sample) => ({ ...sample, content: sanitizeRichText(sample.list.content) }));
  return commitChange<{ created: boolean; message: string }>(actorId, async (tx) => {
    // Two seeds at once: the second waits, then finds the curator and creates nothing.
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('seed-sample-data'))`;
    if (await tx.expert.findUnique({ where: { handle: SAMPLE_CURATOR.handle }, select: { id: true } })) {
      return { result: { created: false, message: SAMPLE_DATA_EXISTS }, tags: [] };
    }
    const curator = await tx.expert.create({ data: { ...SAMPLE_CURATOR, socials: { ...SAMPLE_CURATOR.socials } } });
    const tags: string[] = [cacheTags.lists, cacheTags.experts, cacheTags.categories, cacheTags.expert(curator.id), cacheTags.expertHandle(curator.handle)];
    for (const { list, category, content } of samples) {
      const { id: categoryId } = await tx.category.upsert({
        where: { slug: category.slug },
        update: {},
        create: { name: category.name, slug: category.slug, sortOrder: category.sortOrder },
        select: { id: true },
      });
      const row = await tx.contentList.create({
        data: {
          slug: sampleListSlug(list.slug),
          title: list.title,
          content,
          categoryId,
          expertId: curator.id,
          author: curator.name,
          verificationStatus: "verified",
          qualityScore: list.qualityScore,
          isFree: list.isFree,
          status: "published",
          methodology: list.methodology,
          sourceUrl: list.sourceUrl,
          imageUrl: list.imageUrl,
          affiliateDisclosure: list.affiliateDisclosure,
          colorOptions: list.colorOptions,
          createdById: actorId,
          publishedAt: now,
          lastVerifiedAt: now,
        },
        select: { ...rankedListStateSelect, slug: true },
      });
      await recordVersion(tx, row.id, actorId);
      // A sample list may rank among the best of a category that already has lists: their pages pick it.
      tags.push(...(await listChangeTags(tx, row)), cacheTags.categorySlug(category.slug));
    }
    return {
      result: { created: true, message: SAMPLE_DATA_CREATED },
      tags,
      audit: { action: "sample.seed", targetType: "expert", targetId: curator.id, summary: SAMPLE_DATA_CREATED },
    };
  });
}

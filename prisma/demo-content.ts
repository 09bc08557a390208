// The demo content: categories, chips, experts and lists from prisma/seed-data, plus site and theme
// settings and a month of list views so trending has something to rank. Idempotent: rows are matched
// by slug or handle and never overwritten, so editors' changes survive a second run.
import { seedCategories, seedSecondaryCategories } from "@/prisma/seed-data/categories";
import { seedExperts } from "@/prisma/seed-data/experts";
import { seedLists } from "@/prisma/seed-data/lists";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { sanitizeRichText } from "@/lib/sanitize";

const DAY = 86_400_000;

export interface SeedSummary {
  categories: number;
  secondaryCategories: number;
  experts: number;
  lists: number;
}

export async function isDatabaseEmpty(prisma: PrismaClient): Promise<boolean> {
  const [lists, experts, categories] = await Promise.all([
    prisma.contentList.count(),
    prisma.expert.count(),
    prisma.category.count(),
  ]);
  return lists + experts + categories === 0;
}

export async function seedDemoContent(prisma: PrismaClient, now = new Date()): Promise<SeedSummary> {
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY);
  const created: SeedSummary = { categories: 0, secondaryCategories: 0, experts: 0, lists: 0 };

  if ((await prisma.siteSettings.count()) === 0) await prisma.siteSettings.create({ data: {} });
  if ((await prisma.themeSettings.count()) === 0) await prisma.themeSettings.create({ data: {} });

  for (const category of seedCategories) {
    if (await prisma.category.findUnique({ where: { slug: category.slug } })) continue;
    await prisma.category.create({ data: category });
    created.categories++;
  }
  for (const chip of seedSecondaryCategories) {
    if (await prisma.secondaryCategory.findUnique({ where: { slug: chip.slug } })) continue;
    await prisma.secondaryCategory.create({ data: chip });
    created.secondaryCategories++;
  }
  for (const expert of seedExperts) {
    if (await prisma.expert.findUnique({ where: { handle: expert.handle } })) continue;
    await prisma.expert.create({ data: expert });
    created.experts++;
  }

  const categoryIds = new Map((await prisma.category.findMany()).map((row) => [row.slug, row.id]));
  const expertIds = new Map((await prisma.expert.findMany()).map((row) => [row.handle, row.id]));

  for (const [index, list] of seedLists.entries()) {
    if (await prisma.contentList.findUnique({ where: { slug: list.slug } })) continue;
    const { categorySlug, expertHandle, createdDaysAgo, updatedDaysAgo, lastVerifiedDaysAgo, content, ...fields } = list;
    const createdAt = daysAgo(createdDaysAgo);
    const row = await prisma.contentList.create({
      data: {
        ...fields,
        content: sanitizeRichText(content),
        categoryId: categoryIds.get(categorySlug) ?? null,
        expertId: expertHandle ? (expertIds.get(expertHandle) ?? null) : null,
        createdAt,
        updatedAt: daysAgo(updatedDaysAgo),
        publishedAt: list.status === "published" ? createdAt : null,
        lastVerifiedAt: lastVerifiedDaysAgo === null ? null : daysAgo(lastVerifiedDaysAgo),
      },
    });
    created.lists++;
    if (list.status === "published") await seedRecentViews(prisma, row.id, index, now);
  }
  return created;
}

// A deterministic, uneven month of views: some lists are popular, most are not, recent days busier.
async function seedRecentViews(prisma: PrismaClient, listId: number, index: number, now: Date) {
  const popularity = ((index * 37) % 11) + 1;
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const rows = [];
  for (let day = 0; day < 30; day++) {
    const views = Math.round((popularity * ((index + day * 7) % 5 + 1) * (30 - day)) / 30);
    if (views > 0) rows.push({ listId, day: new Date(today - day * DAY), views });
  }
  await prisma.listViewDay.createMany({ data: rows, skipDuplicates: true });
}

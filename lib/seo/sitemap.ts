import "server-only";
import { db } from "@/lib/db";
import { absoluteUrl } from "@/lib/site-url";
import { escapeXml } from "./xml";
import { PUBLISHED, publishedListSql } from "@/lib/lists/published-sql";

// /sitemap.xml is a sitemap index; its children are /sitemaps/<section>-<n>.xml, each
// with at most SITEMAP_MAX_URLS addresses. Only public pages: home, trending, the curators directory, visible topics, every
// curator and every published list.
export const SITEMAP_MAX_URLS = 50_000;

export const SITEMAP_SECTIONS = ["pages", "curators", "lists"] as const;
export type SitemapSection = (typeof SITEMAP_SECTIONS)[number];

export interface SitemapUrl {
  path: string;
  lastModified: Date | null;
}

export interface SitemapChild {
  section: SitemapSection;
  page: number;
  lastModified: Date | null;
}

export function sitemapChildPath(child: Pick<SitemapChild, "section" | "page">): string {
  return `/sitemaps/${child.section}-${child.page}.xml`;
}

/** "lists-2.xml" → { section: "lists", page: 2 }; null for anything that is not a child sitemap name. */
export function parseSitemapChildName(name: string): { section: SitemapSection; page: number } | null {
  const match = /^(pages|curators|lists)-([1-9]\d{0,5})\.xml$/.exec(name);
  return match ? { section: match[1] as SitemapSection, page: Number(match[2]) } : null;
}

const latest = (...dates: (Date | null | undefined)[]): Date | null =>
  dates.reduce<Date | null>((max, date) => (date && (!max || date > max) ? date : max), null);

/** Home, trending and every visible topic, each dated by its newest published list. */
async function pageUrls(): Promise<SitemapUrl[]> {
  const [newest, settings, categories, byCategory] = await Promise.all([
    db.contentList.aggregate({ where: PUBLISHED, _max: { updatedAt: true } }),
    db.siteSettings.findFirst({ orderBy: { id: "asc" }, select: { updatedAt: true } }),
    db.category.findMany({
      where: { isVisible: true },
      orderBy: [{ sortOrder: "asc" }, { name: "asc" }],
      select: { id: true, slug: true, updatedAt: true },
    }),
    db.contentList.groupBy({ by: ["categoryId"], where: PUBLISHED, _max: { updatedAt: true } }),
  ]);
  const listsUpdated = newest._max.updatedAt;
  const categoryUpdated = new Map(byCategory.map((row) => [row.categoryId, row._max.updatedAt]));
  return [
    { path: "/", lastModified: latest(listsUpdated, settings?.updatedAt) },
    { path: "/trending", lastModified: listsUpdated },
    { path: "/curators", lastModified: listsUpdated },
    ...categories.map((category) => ({
      path: `/topics/${category.slug}`,
      lastModified: latest(category.updatedAt, categoryUpdated.get(category.id)),
    })),
  ];
}

/** Every curator (an expert's page exists even before their first list), dated by profile or newest list. */
async function curatorUrls(offset: number, limit: number): Promise<SitemapUrl[]> {
  const experts = await db.expert.findMany({
    orderBy: { id: "asc" },
    select: { id: true, handle: true, updatedAt: true },
    skip: offset,
    take: limit,
  });
  if (experts.length === 0) return [];
  const newest = await db.contentList.groupBy({
    by: ["expertId"],
    where: { ...PUBLISHED, expertId: { in: experts.map((expert) => expert.id) } },
    _max: { updatedAt: true },
  });
  const listUpdated = new Map(newest.map((row) => [row.expertId, row._max.updatedAt]));
  return experts.map((expert) => ({
    path: `/curators/${expert.handle}`,
    lastModified: latest(expert.updatedAt, listUpdated.get(expert.id)),
  }));
}

async function listUrls(offset: number, limit: number): Promise<SitemapUrl[]> {
  const lists = await db.contentList.findMany({
    where: PUBLISHED,
    orderBy: { id: "asc" },
    select: { slug: true, updatedAt: true },
    skip: offset,
    take: limit,
  });
  return lists.map((list) => ({ path: `/lists/${list.slug}`, lastModified: list.updatedAt }));
}

/** The children of the sitemap index, each dated by the newest page it lists. */
export async function findSitemapChildren(maxUrls = SITEMAP_MAX_URLS): Promise<SitemapChild[]> {
  const [pages, curators, lists] = await Promise.all([
    pageUrls(),
    db.$queryRaw<{ page: bigint; lastModified: Date | null }[]>`
      SELECT page, max("lastModified") AS "lastModified"
      FROM (
        SELECT (row_number() OVER (ORDER BY e.id) - 1) / ${maxUrls} + 1 AS page,
          greatest(e."updatedAt", (
            SELECT max(l."updatedAt") FROM content_lists l WHERE l."expertId" = e.id AND ${publishedListSql("l")}
          )) AS "lastModified"
        FROM experts e
      ) numbered
      GROUP BY page ORDER BY page`,
    db.$queryRaw<{ page: bigint; lastModified: Date | null }[]>`
      SELECT page, max("updatedAt") AS "lastModified"
      FROM (
        SELECT (row_number() OVER (ORDER BY l.id) - 1) / ${maxUrls} + 1 AS page, l."updatedAt"
        FROM content_lists l WHERE ${publishedListSql("l")}
      ) numbered
      GROUP BY page ORDER BY page`,
  ]);
  const pageChildren: SitemapChild[] = [];
  for (let offset = 0; offset === 0 || offset < pages.length; offset += maxUrls) {
    const chunk = pages.slice(offset, offset + maxUrls);
    pageChildren.push({ section: "pages", page: offset / maxUrls + 1, lastModified: latest(...chunk.map((url) => url.lastModified)) });
  }
  const toChildren = (section: SitemapSection, rows: { page: bigint; lastModified: Date | null }[]) =>
    rows.map((row): SitemapChild => ({ section, page: Number(row.page), lastModified: row.lastModified }));
  return [...pageChildren, ...toChildren("curators", curators), ...toChildren("lists", lists)];
}

/** The addresses of one child sitemap; null when there is no such child. */
export async function findSitemapUrls(section: SitemapSection, page: number, maxUrls = SITEMAP_MAX_URLS): Promise<SitemapUrl[] | null> {
  const offset = (page - 1) * maxUrls;
  const urls =
    section === "pages"
      ? (await pageUrls()).slice(offset, offset + maxUrls)
      : section === "curators"
        ? await curatorUrls(offset, maxUrls)
        : await listUrls(offset, maxUrls);
  // Page 1 of a section always exists (an empty site still has a home page); later pages only when filled.
  return urls.length > 0 || page === 1 ? urls : null;
}

const xmlDate = (date: Date | null) => (date ? `<lastmod>${date.toISOString()}</lastmod>` : "");

export function renderSitemapIndex(children: SitemapChild[]): string {
  const entries = children.map(
    (child) => `<sitemap><loc>${escapeXml(absoluteUrl(sitemapChildPath(child)))}</loc>${xmlDate(child.lastModified)}</sitemap>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join("\n")}\n</sitemapindex>\n`;
}

export function renderUrlSet(urls: SitemapUrl[]): string {
  const entries = urls.map((url) => `<url><loc>${escapeXml(absoluteUrl(url.path))}</loc>${xmlDate(url.lastModified)}</url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join("\n")}\n</urlset>\n`;
}

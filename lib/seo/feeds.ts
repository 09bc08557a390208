import "server-only";
import { db } from "@/lib/db";
import { previewText } from "@/lib/preview-text";
import { PUBLISHED } from "@/lib/lists/published-sql";
import { absoluteUrl } from "@/lib/site-url";
import { escapeXml } from "./xml";

// RSS 2.0 feeds of new lists: site-wide at /rss.xml and per topic at /topics/{slug}/rss.xml.
export const FEED_ITEM_LIMIT = 30;
export const FEED_DESCRIPTION_LENGTH = 300;
export const RSS_CONTENT_TYPE = "application/rss+xml; charset=utf-8";

export interface FeedItem {
  title: string;
  path: string;
  description: string;
  publishedAt: Date;
  creator: string | null;
  category: string | null;
}

export interface FeedChannel {
  title: string;
  /** The page the feed belongs to, e.g. "/" or "/topics/travel". */
  path: string;
  /** The feed's own address, e.g. "/rss.xml". */
  feedPath: string;
  description: string;
}

/** The newest published lists by first publication, optionally of one category. */
export async function findNewestListsForFeed(options: { categoryId?: number; limit?: number } = {}): Promise<FeedItem[]> {
  const rows = await db.contentList.findMany({
    where: { ...PUBLISHED, ...(options.categoryId !== undefined && { categoryId: options.categoryId }) },
    orderBy: [{ publishedAt: { sort: "desc", nulls: "last" } }, { id: "desc" }],
    take: options.limit ?? FEED_ITEM_LIMIT,
    select: {
      slug: true,
      title: true,
      content: true,
      author: true,
      publishedAt: true,
      createdAt: true,
      expert: { select: { name: true } },
      category: { select: { name: true, isVisible: true } },
    },
  });
  return rows.map((row) => ({
    title: row.title,
    path: `/lists/${row.slug}`,
    description: previewText(row.content, FEED_DESCRIPTION_LENGTH),
    publishedAt: row.publishedAt ?? row.createdAt,
    creator: row.expert?.name ?? row.author,
    category: row.category?.isVisible ? row.category.name : null,
  }));
}

const element = (name: string, text: string | null) => (text ? `<${name}>${escapeXml(text)}</${name}>` : "");

export function renderRssFeed(channel: FeedChannel, items: FeedItem[]): string {
  const newest = items.reduce<Date | null>((max, item) => (!max || item.publishedAt > max ? item.publishedAt : max), null);
  const entries = items.map((item) => {
    const link = absoluteUrl(item.path);
    return [
      "<item>",
      element("title", item.title),
      element("link", link),
      `<guid isPermaLink="true">${escapeXml(link)}</guid>`,
      element("description", item.description || item.title),
      `<pubDate>${item.publishedAt.toUTCString()}</pubDate>`,
      element("dc:creator", item.creator),
      element("category", item.category),
      "</item>",
    ].join("");
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "<channel>",
    element("title", channel.title),
    element("link", absoluteUrl(channel.path)),
    element("description", channel.description),
    "<language>en-us</language>",
    `<atom:link href="${escapeXml(absoluteUrl(channel.feedPath))}" rel="self" type="application/rss+xml"/>`,
    newest ? `<lastBuildDate>${newest.toUTCString()}</lastBuildDate>` : "",
    ...entries,
    "</channel>",
    "</rss>",
    "",
  ]
    .filter((line) => line !== "")
    .join("\n");
}

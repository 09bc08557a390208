// Rows for tests to read: small factories of categories, experts and lists with sensible defaults, and a
// plain GET of a public route handler (no session) with its answer parsed.
import { NextRequest } from "next/server";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";

let counter = 0;
const next = () => ++counter;
const DAY = 86_400_000;

export const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

export async function createCategory(data: Partial<Prisma.CategoryUncheckedCreateInput> = {}) {
  const n = next();
  return db.category.create({ data: { name: `Category ${n}`, slug: `category-${n}`, sortOrder: n, ...data } });
}

export async function createExpert(data: Partial<Prisma.ExpertUncheckedCreateInput> = {}) {
  const n = next();
  return db.expert.create({ data: { name: `Expert ${n}`, handle: `expert-${n}`, sortOrder: n, ...data } });
}

/** A published list unless `status` says otherwise; dates default to "now" unless given. */
export async function createList(data: Partial<Prisma.ContentListUncheckedCreateInput> = {}) {
  const n = next();
  const status = data.status ?? "published";
  return db.contentList.create({
    data: {
      title: `List number ${n}`,
      slug: `list-${n}`,
      content: `<p>Body of list ${n}.</p>`,
      publishedAt: status === "published" ? (data.createdAt ?? new Date()) : null,
      ...data,
      status,
    },
  });
}

type Handler = (request: NextRequest, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

export interface Answer<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

/** Calls a route handler with a GET request for `path` and the dynamic segments in `params`. */
export async function call<T = unknown>(handler: Handler, path: string, params: Record<string, string> = {}): Promise<Answer<T>> {
  const response = await handler(new NextRequest(new URL(path, "http://localhost")), { params: Promise.resolve(params) });
  const text = await response.text();
  const type = response.headers.get("content-type") ?? "";
  return { status: response.status, headers: response.headers, text, body: (type.includes("json") ? JSON.parse(text) : text) as T };
}

/** The fields every list in a public answer has (the same shape everywhere). */
export const PUBLIC_LIST_KEYS = [
  "id", "slug", "title", "content", "expertId", "categoryId", "verificationStatus", "isFree", "isFavorite", "qualityScore",
  "author", "authorOrg", "methodology", "sourceUrl", "imageUrl", "affiliateDisclosure", "status", "colorOptions",
  "lastVerifiedAt", "publishedAt", "createdAt", "updatedAt", "category", "expert",
].sort();

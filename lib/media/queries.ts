import "server-only";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { MediaQuery } from "./schema";
import { literally } from "@/lib/db/literal-pattern";

export const mediaFileSelect = {
  id: true,
  filename: true,
  originalName: true,
  mimeType: true,
  url: true,
  size: true,
  width: true,
  height: true,
  variants: true,
  createdAt: true,
} satisfies Prisma.MediaFileSelect;

export type MediaFileRecord = Prisma.MediaFileGetPayload<{ select: typeof mediaFileSelect }>;

/** The library, newest first, filtered by name (case-insensitive) and kind; the total matching count with it. */
export async function findMediaFiles(query: MediaQuery): Promise<{ items: MediaFileRecord[]; total: number }> {
  const where: Prisma.MediaFileWhereInput = {
    ...(query.q && { originalName: { contains: literally(query.q), mode: "insensitive" } }),
    ...(query.type && { mimeType: { startsWith: `${query.type}/` } }),
  };
  const [items, total] = await Promise.all([
    db.mediaFile.findMany({ where, select: mediaFileSelect, orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: query.limit, skip: query.offset }),
    db.mediaFile.count({ where }),
  ]);
  return { items, total };
}

import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { sanitizeRichText } from "@/lib/sanitize";
import { slugify } from "@/lib/validation/primitives";

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** A submitter's description becomes the body's first paragraph, as text (any markup they typed shows literally). */
export function descriptionParagraph(description: string | null): string {
  const text = description?.trim();
  return text ? sanitizeRichText(`<p>${escapeHtml(text).replace(/\r?\n/g, "<br>")}</p>`) : "";
}

/** The first topic the submitter suggested that names an existing category, by name or slug (case-insensitive). */
export async function suggestedCategoryId(tx: Prisma.TransactionClient, topics: readonly string[]): Promise<number | null> {
  for (const topic of topics) {
    const name = topic.trim();
    if (!name) continue;
    const slug = slugify(name);
    const match = await tx.category.findFirst({
      where: { OR: [{ name: { equals: name, mode: "insensitive" } }, ...(slug ? [{ slug }] : [])] },
      orderBy: { id: "asc" },
      select: { id: true },
    });
    if (match) return match.id;
  }
  return null;
}

/** The title's slug, or the first "-2", "-3"… variant no list has taken. */
export async function freeListSlug(tx: Prisma.TransactionClient, title: string): Promise<string> {
  const base = slugify(title, 180) || "submitted-list";
  const taken = new Set(
    (await tx.contentList.findMany({ where: { slug: { startsWith: base } }, select: { slug: true } })).map((list) => list.slug),
  );
  if (!taken.has(base)) return base;
  for (let suffix = 2; ; suffix += 1) {
    const candidate = `${base}-${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}

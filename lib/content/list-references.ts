import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { badRequest, HttpError } from "@/lib/http/errors";
import { cacheTags } from "@/lib/cache/tags";
import { relatedPoolTagsOfChange, type RankedListState } from "@/lib/lists/related-pools";

/** A 409 that the editor shows on the slug field. */
export function slugTaken(slug: string): HttpError {
  const message = `A list with the URL slug "${slug}" already exists. Please choose another slug.`;
  return new HttpError(409, message, { slug: [message] });
}

export async function assertSlugFree(tx: Prisma.TransactionClient, slug: string, exceptId?: number): Promise<void> {
  const holder = await tx.contentList.findUnique({ where: { slug }, select: { id: true } });
  if (holder && holder.id !== exceptId) throw slugTaken(slug);
}

/** A body may only name a category and an expert that exist (else 400 on that field). */
export async function assertReferencesExist(tx: Prisma.TransactionClient, fields: { categoryId?: number | null; expertId?: number | null }): Promise<void> {
  const errors: Record<string, string[]> = {};
  if (fields.categoryId != null && !(await tx.category.findUnique({ where: { id: fields.categoryId }, select: { id: true } }))) {
    errors.categoryId = ["There is no category with this id."];
  }
  if (fields.expertId != null && !(await tx.expert.findUnique({ where: { id: fields.expertId }, select: { id: true } }))) {
    errors.expertId = ["There is no expert with this id."];
  }
  if (Object.keys(errors).length) throw badRequest(`Invalid request body: ${Object.entries(errors).map(([field, [message]]) => `${field}: ${message}`).join("; ")}`, errors);
}

type ListTagFields = { id: number; slug: string; categoryId: number | null; expertId: number | null };

/** What a change to a list makes stale: the list, its addresses, every listing, and its category's and expert's pages. */
export function listTags(...states: (ListTagFields | null | undefined)[]): string[] {
  const tags = new Set<string>([cacheTags.lists]);
  for (const state of states) {
    if (!state) continue;
    tags.add(cacheTags.list(state.id));
    tags.add(cacheTags.listSlug(state.slug));
    if (state.categoryId != null) tags.add(cacheTags.category(state.categoryId));
    if (state.expertId != null) tags.add(cacheTags.expert(state.expertId));
  }
  return [...tags];
}

/**
 * listTags, and the tags of the pools of lists to read next the change may alter (lib/lists/related-pools.ts).
 * Run inside the write's transaction, after it, with the list's states before and after.
 */
export async function listChangeTags(tx: Prisma.TransactionClient, ...states: ((ListTagFields & RankedListState) | null | undefined)[]): Promise<string[]> {
  return [...listTags(...states), ...(await relatedPoolTagsOfChange(tx, states))];
}

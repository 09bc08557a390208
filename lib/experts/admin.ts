import "server-only";
import { commitChange } from "@/lib/cache/commit-change";
import { cacheTags } from "@/lib/cache/tags";
import { db } from "@/lib/db";
import { keepOldAddress } from "@/lib/public/moved-pages";
import type { Prisma } from "@/lib/generated/prisma/client";
import { conflict, notFoundError } from "@/lib/http/errors";
import { expertChangeTags } from "./change-tags";
import { firstFreeAddress, SLUG_MAX_LENGTH, slugify } from "@/lib/validation/primitives";
import { publicExpertSelect, toPublicExpert, type PublicExpert } from "./queries";
import type { ExpertCreate, ExpertUpdate } from "./schema";

export interface AdminExpert extends PublicExpert {
  /** Lists of every status credited to the expert. */
  listCount: number;
}

const adminExpertSelect = { ...publicExpertSelect, _count: { select: { lists: true } } } satisfies Prisma.ExpertSelect;

const toAdminExpert = ({ _count, ...row }: Prisma.ExpertGetPayload<{ select: typeof adminExpertSelect }>): AdminExpert => ({
  ...toPublicExpert(row),
  listCount: _count.lists,
});

const EXPERT_NOT_FOUND = "Expert not found.";

const handleTakenMessage = (handle: string) => `The handle "${handle}" is already taken: choose another handle.`;

export async function findAdminExperts(): Promise<AdminExpert[]> {
  const rows = await db.expert.findMany({ orderBy: [{ sortOrder: "asc" }, { name: "asc" }, { id: "asc" }], select: adminExpertSelect });
  return rows.map(toAdminExpert);
}

/** A free handle from a name: "Maya Chen" → maya-chen, then maya-chen-2, maya-chen-3… when taken. */
async function deriveHandle(tx: Prisma.TransactionClient, name: string): Promise<string> {
  // Two experts of one name created at once would otherwise both pick the same free handle.
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('expert-handles'))`;
  const base = slugify(name, SLUG_MAX_LENGTH - 8) || "expert";
  const taken = new Set((await tx.expert.findMany({ where: { handle: { startsWith: base } }, select: { handle: true } })).map((row) => row.handle));
  return firstFreeAddress(base, taken);
}

async function assertHandleFree(tx: Prisma.TransactionClient, handle: string, exceptId?: number): Promise<void> {
  const holder = await tx.expert.findUnique({ where: { handle }, select: { id: true } });
  if (holder && holder.id !== exceptId) throw conflict(handleTakenMessage(handle));
}

export async function createExpert(actorId: string, input: ExpertCreate): Promise<AdminExpert> {
  return commitChange(actorId, async (tx) => {
    if (input.handle) await assertHandleFree(tx, input.handle);
    const handle = input.handle ?? (await deriveHandle(tx, input.name));
    const row = await tx.expert.create({ data: { ...input, handle }, select: adminExpertSelect });
    return {
      result: toAdminExpert(row),
      tags: [cacheTags.experts, cacheTags.expert(row.id), cacheTags.expertHandle(handle)],
      audit: { action: "expert.create", targetType: "expert", targetId: row.id, summary: row.name },
    };
  });
}

export async function updateExpert(actorId: string, id: number, changes: ExpertUpdate): Promise<AdminExpert> {
  return commitChange(actorId, async (tx) => {
    const before = await tx.expert.findUnique({ where: { id }, select: { name: true, handle: true } });
    if (!before) throw notFoundError(EXPERT_NOT_FOUND);
    if (changes.handle !== undefined && changes.handle !== before.handle) await assertHandleFree(tx, changes.handle, id);
    const row = await tx.expert.update({ where: { id }, data: changes, select: adminExpertSelect });
    await keepOldAddress(tx, "curators", id, before.handle, row.handle);
    return {
      result: toAdminExpert(row),
      tags: await expertChangeTags(tx, id, [before.handle, row.handle]),
      audit: { action: "expert.update", targetType: "expert", targetId: id, summary: row.name === before.name ? row.name : `${before.name} → ${row.name}` },
    };
  });
}

/** Deletes an expert: their lists stay, without an expert, and nobody follows them any more. */
export async function deleteExpert(actorId: string, id: number): Promise<void> {
  await commitChange(actorId, async (tx) => {
    const expert = await tx.expert.findUnique({ where: { id }, select: { name: true, handle: true } });
    if (!expert) throw notFoundError(EXPERT_NOT_FOUND);
    const tags = await expertChangeTags(tx, id, [expert.handle]);
    await tx.follow.deleteMany({ where: { followType: "curator", followId: id } });
    await tx.expert.delete({ where: { id } });
    return { result: undefined, tags, audit: { action: "expert.delete", targetType: "expert", targetId: id, summary: expert.name } };
  });
}

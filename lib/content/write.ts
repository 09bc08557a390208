import "server-only";
import { commitChange } from "@/lib/cache/commit-change";
import { keepOldAddress } from "@/lib/public/moved-pages";
import type { Prisma } from "@/lib/generated/prisma/client";
import { notFoundError } from "@/lib/http/errors";
import { sanitizeRichText } from "@/lib/sanitize";
import { editableListSelect, type EditableList } from "./admin-lists";
import { assertReferencesExist, assertSlugFree, listChangeTags } from "./list-references";
import { assertMayChangeList, type ListActor } from "./ownership";
import type { CreateListInput, UpdateListInput } from "./schema";
import { changesVersionedFields } from "./versioned-change";
import { verificationFieldsOf } from "./verification-fields";
import { recordVersion } from "./versions";

const LIST_NOT_FOUND = "List not found.";

/** The stored form of a body: HTML through the one sanitizer, first publication stamped. */
function toData(input: UpdateListInput, publishedAt: Date | null): Prisma.ContentListUncheckedUpdateInput {
  const { content, ...rest } = input;
  return {
    ...rest,
    ...(content !== undefined && { content: sanitizeRichText(content) }),
    ...(input.status === "published" && publishedAt === null && { publishedAt: new Date() }),
  };
}

/** Creates a list (a draft unless the body says published), records who created it and its first version. */
export async function createList(actor: ListActor, input: CreateListInput): Promise<EditableList> {
  return commitChange(actor.id, async (tx) => {
    await assertSlugFree(tx, input.slug);
    await assertReferencesExist(tx, input);
    const data = toData(verificationFieldsOf(actor, input), null) as Prisma.ContentListUncheckedCreateInput;
    const list = await tx.contentList.create({ data: { ...data, createdById: actor.id }, select: { id: true } });
    await recordVersion(tx, list.id, actor.id);
    const created = await tx.contentList.findUniqueOrThrow({ where: { id: list.id }, select: editableListSelect });
    return {
      result: created,
      tags: await listChangeTags(tx, created),
      audit: { action: "list.create", targetType: "list", targetId: created.id, summary: created.title },
    };
  });
}

/**
 * Changes the fields present in `input`. A change to any versioned field records a new version; a list
 * with no versions yet (imported or seeded) first gets its state before the change recorded, so that
 * state can be restored.
 */
export async function updateList(actor: ListActor, id: number, input: UpdateListInput): Promise<EditableList> {
  return commitChange(actor.id, async (tx) => {
    await tx.$executeRaw`SELECT 1 FROM content_lists WHERE id = ${id} FOR UPDATE`;
    const before = await tx.contentList.findUnique({ where: { id }, select: editableListSelect });
    if (!before) throw notFoundError(LIST_NOT_FOUND);
    assertMayChangeList(actor, before);
    if (input.slug !== undefined) await assertSlugFree(tx, input.slug, id);
    await assertReferencesExist(tx, input);
    if ((await tx.contentVersion.count({ where: { contentListId: id } })) === 0) await recordVersion(tx, id, before.createdById);
    const after = await tx.contentList.update({ where: { id }, data: toData(verificationFieldsOf(actor, input, before), before.publishedAt), select: editableListSelect });
    await keepOldAddress(tx, "lists", id, before.slug, after.slug);
    if (changesVersionedFields(before, after)) await recordVersion(tx, id, actor.id);
    return {
      result: after,
      tags: await listChangeTags(tx, before, after),
      audit: { action: "list.update", targetType: "list", targetId: id, summary: after.title },
    };
  });
}

export async function deleteList(actor: ListActor, id: number): Promise<void> {
  await commitChange(actor.id, async (tx) => {
    const list = await tx.contentList.findUnique({ where: { id }, select: editableListSelect });
    if (!list) throw notFoundError(LIST_NOT_FOUND);
    assertMayChangeList(actor, list);
    await tx.contentList.delete({ where: { id } });
    return {
      result: undefined,
      tags: await listChangeTags(tx, list),
      audit: { action: "list.delete", targetType: "list", targetId: id, summary: list.title },
    };
  });
}

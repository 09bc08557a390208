import "server-only";
import { commitChange } from "@/lib/cache/commit-change";
import { displayName } from "@/lib/auth/names";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { conflict, notFoundError } from "@/lib/http/errors";
import { previewText } from "@/lib/preview-text";
import { keepOldAddress } from "@/lib/public/moved-pages";
import { editableListSelect, type EditableList } from "./admin-lists";
import { assertSlugFree, listChangeTags } from "./list-references";
import { assertMayChangeList, type ListActor } from "./ownership";
import { verificationKeptBy } from "./verification-fields";
import { recordVersion, VERSIONED_FIELDS, type VersionedField } from "./versions";

export interface ListVersion {
  id: number;
  versionNumber: number;
  title: string;
  content: string | null;
  slug: string | null;
  status: "draft" | "published";
  /** The version number this one was restored from, when a restore made it. */
  restoredFrom: number | null;
  createdBy: string | null;
  createdAt: Date;
  /** The start of the body as plain text, for the version history's list. */
  preview: string;
}

const VERSION_PREVIEW_LENGTH = 100;

/** A list's versions, newest first; 404 when the list does not exist. */
export async function findListVersions(listId: number): Promise<ListVersion[]> {
  const list = await db.contentList.findUnique({ where: { id: listId }, select: { id: true } });
  if (!list) throw notFoundError("List not found.");
  const rows = await db.contentVersion.findMany({
    where: { contentListId: listId },
    orderBy: { versionNumber: "desc" },
    select: {
      id: true,
      versionNumber: true,
      title: true,
      content: true,
      slug: true,
      status: true,
      restoredFrom: true,
      createdAt: true,
      createdBy: { select: { firstName: true, lastName: true } },
    },
  });
  return rows.map(({ createdBy, ...version }) => ({
    ...version,
    // Other staff read this: a person's name, never their email address.
    createdBy: createdBy ? displayName(createdBy) : null,
    preview: previewText(version.content, VERSION_PREVIEW_LENGTH),
  }));
}

/**
 * Makes a version's snapshot the list's current state and records that as a new version (so the restore
 * can itself be undone). The latest version is already current: 409. A category or expert deleted since
 * reads as none. Someone who may not verify lists restores everything but the list's verification.
 */
export async function restoreListVersion(actor: ListActor, listId: number, versionId: number): Promise<EditableList> {
  return commitChange(actor.id, async (tx) => {
    await tx.$executeRaw`SELECT 1 FROM content_lists WHERE id = ${listId} FOR UPDATE`;
    const before = await tx.contentList.findUnique({ where: { id: listId }, select: editableListSelect });
    if (!before) throw notFoundError("List not found.");
    const version = await tx.contentVersion.findFirst({ where: { id: versionId, contentListId: listId } });
    if (!version) throw notFoundError("Version not found.");
    assertMayChangeList(actor, before);
    const latest = await tx.contentVersion.aggregate({ where: { contentListId: listId }, _max: { versionNumber: true } });
    if (version.versionNumber === latest._max.versionNumber) throw conflict("This is already the current version.");

    const snapshot = Object.fromEntries(VERSIONED_FIELDS.map((field) => [field, version[field]])) as Pick<typeof version, VersionedField>;
    const slug = snapshot.slug ?? before.slug;
    await assertSlugFree(tx, slug, listId);
    const data: Prisma.ContentListUncheckedUpdateInput = {
      ...snapshot,
      slug,
      content: snapshot.content ?? "",
      categoryId: await existingId(tx.category, snapshot.categoryId),
      expertId: await existingId(tx.expert, snapshot.expertId),
      ...(snapshot.status === "published" && before.publishedAt === null && { publishedAt: new Date() }),
      ...verificationKeptBy(actor, before),
    };
    const after = await tx.contentList.update({ where: { id: listId }, data, select: editableListSelect });
    await keepOldAddress(tx, "lists", listId, before.slug, after.slug);
    await recordVersion(tx, listId, actor.id, version.versionNumber);
    return {
      result: after,
      tags: await listChangeTags(tx, before, after),
      audit: { action: "list.restore", targetType: "list", targetId: listId, summary: `${after.title} (version ${version.versionNumber})` },
    };
  });
}

type IdLookup = { findUnique(args: { where: { id: number }; select: { id: true } }): Promise<{ id: number } | null> };

async function existingId(model: IdLookup, id: number | null): Promise<number | null> {
  return id === null ? null : ((await model.findUnique({ where: { id }, select: { id: true } }))?.id ?? null);
}

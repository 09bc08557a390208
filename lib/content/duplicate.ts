import "server-only";
import { db } from "@/lib/db";
import { firstFreeAddress, SLUG_MAX_LENGTH } from "@/lib/validation/primitives";
import { findEditableList, type EditableList } from "./admin-lists";
import { TITLE_MAX_LENGTH } from "./schema";
import { VERSIONED_FIELDS, type VersionedField } from "./versions";

export const COPY_SUFFIX = " (Copy)";

/** The editor's starting point for a copy: every field of the list, " (Copy)" on the title, a slug no list has, no id. */
export async function draftCopyOfList(id: number) {
  const list = await findEditableList(id);
  if (!list) return null;
  const fields = Object.fromEntries(VERSIONED_FIELDS.map((field) => [field, list[field]])) as Pick<EditableList, VersionedField>;
  return { ...fields, title: `${list.title}${COPY_SUFFIX}`.slice(0, TITLE_MAX_LENGTH), slug: await freeSlug(`${list.slug}-copy`), status: "draft" as const };
}

/** `base`, or `base-2`, `base-3`... : the first that no list uses. A cut that leaves a hyphen last drops it, as a slug may not end in one. */
export async function freeSlug(base: string): Promise<string> {
  const stem = base.slice(0, SLUG_MAX_LENGTH - 8).replace(/-+$/, "");
  const taken = new Set(
    (await db.contentList.findMany({ where: { slug: { startsWith: stem } }, select: { slug: true } })).map((row) => row.slug),
  );
  return firstFreeAddress(stem, taken);
}

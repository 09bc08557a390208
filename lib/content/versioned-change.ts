import "server-only";
import { VERSIONED_FIELDS } from "./versions";

type Snapshot = { [field in (typeof VERSIONED_FIELDS)[number]]: unknown };

function sameValue(a: unknown, b: unknown): boolean {
  if (a instanceof Date || b instanceof Date) return a instanceof Date && b instanceof Date && a.getTime() === b.getTime();
  if (Array.isArray(a) || Array.isArray(b)) return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, index) => item === b[index]);
  return a === b;
}

/** Whether a save changed anything a version keeps (a save that changes nothing records no version). */
export function changesVersionedFields(before: Snapshot, after: Snapshot): boolean {
  return VERSIONED_FIELDS.some((field) => !sameValue(before[field], after[field]));
}

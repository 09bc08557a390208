// The content calls' answers as the browser receives them: the data layer's types in their JSON form.

import type { findAdminLists, findEditableList } from "@/lib/content/admin-lists";
import type { findListVersions } from "@/lib/content/version-history";
import type { VersionedField } from "@/lib/content/versions";
import type { JsonAnswer } from "@/lib/json-types";

export type ListRow = JsonAnswer<typeof findAdminLists>["items"][number];

type SavedList = NonNullable<JsonAnswer<typeof findEditableList>>;

/** A list as the editor loads it: its versioned fields, plus the id and author once saved (a copy has neither). */
export type EditableListJson = Pick<SavedList, VersionedField> & Partial<Pick<SavedList, "id" | "createdById">>;

export type VersionJson = JsonAnswer<typeof findListVersions>[number];

export interface NamedOption {
  id: number;
  name: string;
}

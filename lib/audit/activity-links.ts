import type { AdminSectionId } from "@/lib/auth/admin-sections";

// How the panel shows an audit entry: a verb people read, and the section (and item) it leads to.

const VERBS: Record<string, string> = {
  create: "created",
  update: "updated",
  delete: "deleted",
  duplicate: "duplicated",
  restore: "restored a version of",
  upload: "uploaded",
  save: "saved",
  role: "changed the role of",
  approve: "approved",
  reject: "rejected",
  resolve: "resolved a report on",
  dismiss: "dismissed a report on",
  publish: "published",
  grant: "granted",
};

const NOUNS: Record<string, string> = {
  list: "list",
  category: "category",
  secondary_category: "secondary category",
  expert: "expert",
  media: "media file",
  theme: "the theme",
  settings: "the site settings",
  site: "the site's pending changes",
  user: "user",
  submission: "submission",
  report: "",
  role_grant: "a staff role by invitation",
};

// Actions whose verb and noun do not make a sentence with the entry's summary after them.
const PHRASES: Record<string, string> = {
  "category.reorder": "changed the order of the categories:",
  "secondary-category.reorder": "changed the order of the secondary categories:",
  "backup.content": "downloaded a content backup:",
  "backup.theme": "downloaded a theme backup:",
  "backup.full": "downloaded a full backup:",
  "sample.seed": "added the sample content:",
  "role.grant": "invited a staff member:",
};

/** "created list", "approved submission", "published the site's pending changes", "downloaded a full backup:". */
export function describeAction(action: string, targetType: string): string {
  if (PHRASES[action]) return PHRASES[action];
  const verb = action.split(".").pop() ?? action;
  const noun = NOUNS[targetType] ?? targetType;
  return [VERBS[verb] ?? verb, noun].filter(Boolean).join(" ");
}

const SECTIONS: Record<string, AdminSectionId> = {
  list: "content",
  category: "categories",
  secondary_category: "categories",
  expert: "experts",
  media: "media",
  theme: "theme",
  settings: "settings",
  site: "preview",
  user: "users",
  role_grant: "settings",
  submission: "review",
  report: "review",
};

/** Where an entry's item lives in the panel: a list opens in the editor, other items in their section. */
export function activityLink(entry: { action: string; targetType: string; targetId: string | null }): { section: AdminSectionId; query?: Record<string, string> } | null {
  const section = SECTIONS[entry.targetType];
  if (!section) return null;
  if (entry.targetType === "list" && entry.targetId && !entry.action.endsWith(".delete")) return { section, query: { edit: entry.targetId } };
  return { section };
}

// One key per server resource the panel reads. A key with filters starts with its resource's key, so
// invalidating the resource's key refreshes every filtered copy of it.

import type { MediaKind } from "@/lib/media/schema";

export const queryKeys = {
  stats: ["stats"],
  activity: ["activity"],
  publishStatus: ["publish-status"],
  reviewCounts: ["review-counts"],
  submissions: ["submissions"],
  submissionsWith: (status: string) => ["submissions", { status }],
  reports: ["reports"],
  reportsWith: (status: string) => ["reports", { status }],
  reverification: ["reverification"],
  reverificationPage: (page: number) => ["reverification", { page }],
  contentLists: ["content-lists"],
  contentListPage: (filters: { q: string; category: string; page: number }) => ["content-lists", "page", filters],
  contentList: (id: number) => ["content-lists", "one", id],
  contentListCopy: (fromId: number) => ["content-lists", "copy", fromId],
  listVersions: (listId: number) => ["content-lists", "versions", listId],
  categories: ["categories"],
  secondaryCategories: ["secondary-categories"],
  experts: ["experts"],
  media: ["media"],
  mediaPage: (filters: { q: string; type: "" | MediaKind; page: number }) => ["media", filters],
  theme: ["theme"],
  siteSettings: ["site-settings"],
  staff: ["staff"],
  users: ["users"],
  systemStatus: ["system-status"],
} as const;

import { hasRole, type Role } from "./roles";

// Who may do what: the one map the admin panel's tabs and buttons and every API route read. A capability
// names a kind of work and the least powerful role that may do it (admin > editor > contributor > viewer).
export const CAPABILITIES = {
  /** The dashboard (numbers, recent activity, whether changes await publishing) and the live preview. */
  "dashboard.read": "viewer",
  /** Create lists and edit, version, restore or delete the lists one created; read the pickers' data. */
  "content.write": "contributor",
  /** Edit, restore or delete anyone's list. */
  "content.writeAny": "editor",
  /** Review submissions and reports, and see which lists are due for re-verification. */
  "moderation.review": "editor",
  /** "Mark verified": confirm a list is current, resolving its open stale and broken-link reports. */
  "content.verify": "editor",
  "experts.write": "editor",
  "media.write": "editor",
  "categories.write": "admin",
  "theme.write": "admin",
  /** Site settings, staff roles by email, backups and the system status. */
  "settings.write": "admin",
  "users.write": "admin",
  /** Make saved theme and settings changes live. */
  "site.publish": "admin",
} as const satisfies Record<string, Role>;

export type Capability = keyof typeof CAPABILITIES;

export function can(role: Role | null | undefined, capability: Capability): boolean {
  return role != null && hasRole(role, CAPABILITIES[capability]);
}

/** Who may call an endpoint: anyone, any signed-in person, or whoever holds a capability. */
export type Access = "public" | "user" | Capability;

/**
 * Every API endpoint, by method and path as the router names it. The route wrapper answers 401 to a
 * signed-out caller of a non-public endpoint and 403 to a caller without the capability; a test checks
 * that every route file's handlers are listed here and nothing else is.
 */
export const ENDPOINTS = {
  "GET /api/auth/user": "public",
  "POST /api/auth/dev-signin": "public",
  "GET /api/login": "public",
  "GET /api/logout": "public",
  "POST /api/logout": "public",

  "GET /api/public/categories": "public",
  "GET /api/public/secondary-categories": "public",
  "GET /api/public/site-settings": "public",
  "GET /api/public/content-lists": "public",
  "GET /api/public/content-lists/[slug]": "public",
  "GET /api/public/experts": "public",
  "GET /api/public/curators/[handle]": "public",
  "GET /api/public/lists/[id]/related": "public",
  "GET /api/public/trending": "public",
  "GET /api/public/search": "public",
  "POST /api/public/lists/[id]/view": "public",
  "POST /api/public/views": "public",

  "GET /rss.xml": "public",
  "GET /topics/[slug]/rss.xml": "public",
  "GET /sitemap.xml": "public",
  "GET /sitemaps/[file]": "public",

  "GET /api/favorites": "user",
  "POST /api/favorites": "user",
  "GET /api/favorites/[id]/check": "user",
  "DELETE /api/favorites/[id]": "user",
  "GET /api/follows": "user",
  "POST /api/follows": "user",
  "GET /api/follows/[followType]/[id]/check": "user",
  "DELETE /api/follows/[followType]/[id]": "user",
  "GET /api/notifications": "user",
  "POST /api/notifications/seen": "user",

  // Community input: submissions, reports, sample data.
  "POST /api/public/submissions": "public",
  "POST /api/public/reports": "public",
  "POST /api/public/seed-production": "public",

  // Dashboard, audit activity and publishing.
  "GET /api/admin/stats": "dashboard.read",
  "GET /api/admin/activity": "dashboard.read",
  "GET /api/admin/publish-status": "dashboard.read",
  "POST /api/admin/publish": "site.publish",

  // Content lists, versions.
  "GET /api/admin/content-lists": "content.write",
  "POST /api/admin/content-lists": "content.write",
  "GET /api/admin/content-lists/[id]": "content.write",
  "PATCH /api/admin/content-lists/[id]": "content.write",
  "DELETE /api/admin/content-lists/[id]": "content.write",
  "GET /api/admin/content-lists/[id]/versions": "content.write",
  "POST /api/admin/content-lists/[id]/restore/[versionId]": "content.write",

  // Moderation: submissions and reports.
  "GET /api/admin/review-counts": "moderation.review",
  "GET /api/admin/submissions": "moderation.review",
  "POST /api/admin/submissions/[id]/approve": "moderation.review",
  "POST /api/admin/submissions/[id]/reject": "moderation.review",
  "GET /api/admin/reports": "moderation.review",
  "POST /api/admin/reports/[id]/resolve": "moderation.review",
  "POST /api/admin/reports/[id]/dismiss": "moderation.review",
  "GET /api/admin/reverification": "moderation.review",
  "POST /api/admin/content-lists/[id]/verify": "content.verify",

  // Categories and secondary categories.
  "GET /api/admin/categories": "content.write",
  "POST /api/admin/categories": "categories.write",
  "PATCH /api/admin/categories/[id]": "categories.write",
  "DELETE /api/admin/categories/[id]": "categories.write",
  "POST /api/admin/categories/reorder": "categories.write",
  "GET /api/admin/secondary-categories": "content.write",
  "POST /api/admin/secondary-categories": "categories.write",
  "PATCH /api/admin/secondary-categories/[id]": "categories.write",
  "DELETE /api/admin/secondary-categories/[id]": "categories.write",
  "POST /api/admin/secondary-categories/reorder": "categories.write",

  // Experts.
  "GET /api/admin/experts": "content.write",
  "POST /api/admin/experts": "experts.write",
  "PATCH /api/admin/experts/[id]": "experts.write",
  "DELETE /api/admin/experts/[id]": "experts.write",

  // Media.
  "GET /api/admin/media": "content.write",
  "POST /api/admin/media/upload": "media.write",
  "DELETE /api/admin/media/[id]": "media.write",
  "GET /uploads/[...path]": "public",

  // Theme, settings, backups, preview.
  "GET /api/admin/theme": "theme.write",
  "POST /api/admin/theme": "theme.write",
  "GET /api/admin/site-settings": "settings.write",
  "POST /api/admin/site-settings": "settings.write",
  "GET /api/admin/staff": "settings.write",
  "POST /api/admin/staff": "settings.write",
  "POST /api/admin/backups/content": "settings.write",
  "POST /api/admin/backups/theme": "settings.write",
  "POST /api/admin/backups/full": "settings.write",
  "GET /api/admin/system-status": "settings.write",

  // Users and roles.
  "GET /api/admin/users": "users.write",
  "PATCH /api/admin/users/[userId]/role": "users.write",

  // Operations.
  "GET /api/health": "public",

  // Any other address under /api/: a JSON 404 whatever the method.
  "GET /api/[...unknown]": "public",
  "POST /api/[...unknown]": "public",
  "PUT /api/[...unknown]": "public",
  "PATCH /api/[...unknown]": "public",
  "DELETE /api/[...unknown]": "public",
  "OPTIONS /api/[...unknown]": "public",
} as const satisfies Record<string, Access>;

export type Endpoint = keyof typeof ENDPOINTS;

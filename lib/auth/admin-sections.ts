import { can, type Capability } from "./permissions";
import type { Role } from "./roles";

// The admin panel's sections, in navigation order. A section shows to whoever holds its capability, so
// the tabs follow the same permission map as the API.
export const ADMIN_SECTION_IDS = ["dashboard", "content", "review", "categories", "theme", "experts", "media", "preview", "settings", "users"] as const;

export type AdminSectionId = (typeof ADMIN_SECTION_IDS)[number];

export interface AdminSection {
  id: AdminSectionId;
  label: string;
  title: string;
  description: string;
  capability: Capability;
}

export const ADMIN_SECTIONS: readonly AdminSection[] = [
  { id: "dashboard", label: "Dashboard", title: "Dashboard", description: "Manage your content and design system", capability: "dashboard.read" },
  { id: "content", label: "Content", title: "Content Manager", description: "Create, edit and publish lists", capability: "content.write" },
  { id: "review", label: "Review", title: "Review Queue", description: "Submitted lists and reports from visitors", capability: "moderation.review" },
  { id: "categories", label: "Categories", title: "Categories", description: "Topics in the navigation and the home page chips", capability: "categories.write" },
  { id: "theme", label: "Theme", title: "Theme Editor", description: "Customize your site's appearance", capability: "theme.write" },
  { id: "experts", label: "Experts", title: "Experts", description: "The curators behind the lists", capability: "experts.write" },
  { id: "media", label: "Media", title: "Media Library", description: "Images, videos and documents for lists and pages", capability: "media.write" },
  { id: "preview", label: "Preview", title: "Live Preview", description: "See the site with unpublished changes", capability: "dashboard.read" },
  { id: "settings", label: "Settings", title: "Settings", description: "Site details, staff access and backups", capability: "settings.write" },
  { id: "users", label: "Users", title: "User Management", description: "Who may do what in this panel", capability: "users.write" },
];

export function sectionsFor(role: Role): AdminSection[] {
  return ADMIN_SECTIONS.filter((section) => can(role, section.capability));
}

export function isAdminSectionId(value: string): value is AdminSectionId {
  return (ADMIN_SECTION_IDS as readonly string[]).includes(value);
}

export const ROLE_LABELS: Record<Role, string> = { admin: "Admin", editor: "Editor", contributor: "Contributor", viewer: "Viewer" };

export const ROLE_DESCRIPTIONS: Record<Role, string> = {
  admin: "Full access to all features",
  editor: "Can manage content and experts",
  contributor: "Can create and edit own content",
  viewer: "Read-only access",
};

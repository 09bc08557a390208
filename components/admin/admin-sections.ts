import { hasRole, type Role } from "@/lib/auth/roles";

// The panel's tabs with each one's minimum role: a user sees every section whose minimum role they meet.
export interface AdminSection {
  id: "dashboard" | "content" | "categories" | "theme" | "experts" | "media" | "preview" | "settings" | "users";
  label: string;
  title: string;
  description?: string;
  minimumRole: Role;
}

export const ADMIN_SECTIONS: readonly AdminSection[] = [
  { id: "dashboard", label: "Dashboard", title: "Dashboard", description: "Manage your content and design system", minimumRole: "viewer" },
  { id: "content", label: "Content", title: "Content Manager", minimumRole: "contributor" },
  { id: "categories", label: "Categories", title: "Categories", minimumRole: "admin" },
  { id: "theme", label: "Theme", title: "Theme Editor", description: "Customize your site's appearance", minimumRole: "admin" },
  { id: "experts", label: "Experts", title: "Experts", minimumRole: "editor" },
  { id: "media", label: "Media", title: "Media Library", minimumRole: "editor" },
  { id: "preview", label: "Preview", title: "Live Preview", minimumRole: "viewer" },
  { id: "settings", label: "Settings", title: "Settings", minimumRole: "admin" },
  { id: "users", label: "Users", title: "User Management", minimumRole: "admin" },
];

export function sectionsFor(role: Role): AdminSection[] {
  return ADMIN_SECTIONS.filter((section) => hasRole(role, section.minimumRole));
}

export const ROLE_LABELS: Record<Role, string> = { admin: "Admin", editor: "Editor", contributor: "Contributor", viewer: "Viewer" };

import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { AdminApp } from "@/components/admin/admin-app";
import { AdminSignIn } from "@/components/admin/admin-sign-in";
import { isAdminSectionId, sectionsFor } from "@/lib/auth/admin-sections";
import { getCurrentUser } from "@/lib/auth/current-user";
import { fullName, initials } from "@/lib/auth/names";
import { getSiteSettings } from "@/lib/settings/queries";

export const metadata: Metadata = { title: "Admin Panel", robots: { index: false, follow: false } };

type Props = {
  params: Promise<{ section?: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

// Per request: the session decides between the sign-in screen and the panel (the request guard's cookie
// check is only a convenience). The section is in the address, /admin/content or /admin?tab=content, so
// reload and back work; a section the role may not open goes back to the dashboard.
export default async function AdminPage({ params, searchParams }: Props) {
  const user = await getCurrentUser();
  if (!user) return <AdminSignIn siteTitle={(await getSiteSettings()).siteTitle} />;
  const [{ section: path = [] }, query] = await Promise.all([params, searchParams]);
  const requested = path[0] ?? (typeof query.tab === "string" ? query.tab : "dashboard");
  const allowed = sectionsFor(user.role);
  if (path.length > 1 || !isAdminSectionId(requested) || !allowed.some((section) => section.id === requested)) redirect("/admin");
  return (
    <AdminApp
      user={{ id: user.id, initials: initials(user), fullName: fullName(user), role: user.role }}
      initialSection={requested}
    />
  );
}

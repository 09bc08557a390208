import type { Metadata } from "next";
import { AdminShell } from "@/components/admin/admin-shell";
import { AdminSignIn } from "@/components/admin/admin-sign-in";
import { getCurrentUser } from "@/lib/auth/current-user";
import { fullName, initials } from "@/lib/auth/names";
import { getSiteSettings } from "@/lib/settings/queries";

export const metadata: Metadata = { title: "Admin Panel", robots: { index: false, follow: false } };

// Per request: the session decides between the sign-in screen and the panel (the proxy's cookie check
// is only a convenience).
export default async function AdminPage() {
  const user = await getCurrentUser();
  if (!user) return <AdminSignIn siteTitle={(await getSiteSettings()).siteTitle} />;
  return <AdminShell user={{ initials: initials(user), fullName: fullName(user), role: user.role }} />;
}

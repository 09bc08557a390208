import type { ReactNode } from "react";
import { SiteLogo } from "@/components/public/site-logo";
import { getSiteSettings } from "@/lib/settings/queries";

// The sign-in screens: the site's name home, and one card. Read per request (the environment decides
// which providers show).
export const dynamic = "force-dynamic";

export default async function SignInLayout({ children }: { children: ReactNode }) {
  const settings = await getSiteSettings();
  return (
    <div className="flex min-h-screen flex-col items-center px-4 py-10 sm:py-16">
      <SiteLogo siteTitle={settings.siteTitle} />
      <main className="mt-10 w-full max-w-lg rounded-3xl border border-secondary/15 bg-background p-6 shadow-xl shadow-secondary/5 sm:p-10">
        {children}
      </main>
    </div>
  );
}

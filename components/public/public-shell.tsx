import type { ReactNode } from "react";
import { findVisibleCategories } from "@/lib/categories/queries";
import { keepAnswerUntil } from "@/lib/cache/request-tags";
import { getSiteSettings } from "@/lib/settings/queries";
import type { SiteSettings } from "@/lib/settings/site-settings-schema";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { topicLinks } from "./topic-links";

export const MAIN_ID = "main-content";

/**
 * Header, category bar, main landmark and footer around every public page (and the 404 page).
 * `settings` replaces the live site settings (the preview shows unpublished ones).
 */
export async function PublicShell({ children, settings: shown }: { children: ReactNode; settings?: SiteSettings }) {
  const [settings, categories] = await Promise.all([shown ?? getSiteSettings(), findVisibleCategories()]);
  // One array for the category bar and the footer: the page's React payload carries it once.
  const topics = topicLinks(categories);
  const year = new Date().getFullYear();
  // The footer's year: a page kept over New Year is rendered again.
  keepAnswerUntil(new Date(year + 1, 0, 1).getTime());
  return (
    <div className="flex min-h-screen flex-col">
      <a href={`#${MAIN_ID}`} className="skip-link">
        Skip to main content
      </a>
      <SiteHeader siteTitle={settings.siteTitle} topics={topics} />
      <main id={MAIN_ID} tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <SiteFooter siteTitle={settings.siteTitle} tagline={settings.tagline} topics={topics} year={year} />
    </div>
  );
}

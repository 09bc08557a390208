import type { Metadata } from "next";
import { ExpertsSection } from "@/components/public/home/experts-section";
import { GuidanceSection } from "@/components/public/home/guidance-section";
import { Hero } from "@/components/public/home/hero";
import { RecommendedLists } from "@/components/public/home/recommended-lists";
import { TrustSection } from "@/components/public/home/trust-section";
import { ViewBeacon } from "@/components/public/view-beacon";
import { findSecondaryCategories } from "@/lib/categories/queries";
import { findExperts } from "@/lib/experts/queries";
import { findPublishedListCards } from "@/lib/lists/queries";
import { getSiteSettings } from "@/lib/settings/queries";
import { absoluteUrl } from "@/lib/site-url";
import { tagThisPage } from "@/lib/cache/page-tags";
import { cacheTags } from "@/lib/cache/tags";
import { HOME_EXPERT_LIMIT, HOME_LIST_LIMIT } from "@/components/public/home/limits";

// Rendered when asked for and kept in front of Next.js until a write names one of its tags (lib/cache/page-tags.ts).
export const dynamic = "force-dynamic";

export async function generateMetadata(): Promise<Metadata> {
  const settings = await getSiteSettings();
  const title = `${settings.siteTitle}: expert-verified lists and guides`;
  return {
    title: { absolute: title },
    description: settings.tagline,
    alternates: { canonical: absoluteUrl("/") },
    openGraph: { type: "website", url: absoluteUrl("/"), siteName: settings.siteTitle, title, description: settings.tagline },
    twitter: { card: "summary_large_image", title, description: settings.tagline },
  };
}

// Rendered whole, without a streaming boundary, so the first HTML is the complete page (also without
// JavaScript); the four reads run in parallel.
export default async function HomePage() {
  const [settings, chips, lists, experts] = await Promise.all([
    getSiteSettings(),
    findSecondaryCategories(),
    findPublishedListCards({ limit: HOME_LIST_LIMIT }),
    findExperts(HOME_EXPERT_LIMIT),
  ]);
  tagThisPage(cacheTags.lists, cacheTags.experts, cacheTags.categories, cacheTags.settings);
  return (
    <>
      <ViewBeacon target={{ page: "home" }} />
      <Hero tagline={settings.tagline} heroImageUrl={settings.heroImageUrl} chips={chips.map((chip) => chip.name)} />
      <TrustSection />
      <section aria-labelledby="recommended-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8 lg:py-20">
        <RecommendedLists lists={lists.items} />
      </section>
      <section aria-labelledby="experts-heading" className="border-t border-secondary/15">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8 lg:py-20">
          <ExpertsSection experts={experts} />
        </div>
      </section>
      <GuidanceSection />
    </>
  );
}

import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { ExpertsSection } from "@/components/public/home/experts-section";
import { GuidanceSection } from "@/components/public/home/guidance-section";
import { Hero } from "@/components/public/home/hero";
import { HOME_EXPERT_LIMIT, HOME_LIST_LIMIT } from "@/components/public/home/limits";
import { RecommendedLists } from "@/components/public/home/recommended-lists";
import { TrustSection } from "@/components/public/home/trust-section";
import { PreviewBanner, PreviewTheme } from "@/components/public/preview-banner";
import { PreviewDrafts } from "@/components/public/preview-drafts";
import { PublicShell } from "@/components/public/public-shell";
import { findSecondaryCategories } from "@/lib/categories/queries";
import { findExperts } from "@/lib/experts/queries";
import { canPreview, findPreviewData } from "@/lib/preview/preview";

// The home page with unpublished theme, settings and draft lists, for staff: rendered per request and
// never cached (it reads the session). proxy.ts sends "/?preview=true" here when a session cookie is sent.
export const dynamic = "force-dynamic";

const PREVIEW_DRAFT_LIMIT = 6;

export const metadata: Metadata = { title: "Preview", robots: { index: false, follow: false } };

export default async function PreviewPage() {
  if (!(await canPreview())) redirect("/");
  const [preview, chips, experts] = await Promise.all([findPreviewData(HOME_LIST_LIMIT, PREVIEW_DRAFT_LIMIT), findSecondaryCategories(), findExperts(HOME_EXPERT_LIMIT)]);
  return (
    <>
      <PreviewTheme theme={preview.theme} />
      <PreviewBanner />
      <PublicShell settings={preview.settings}>
        <Hero tagline={preview.settings.tagline} heroImageUrl={preview.settings.heroImageUrl} chips={chips.map((chip) => chip.name)} />
        <TrustSection />
        <section aria-labelledby="recommended-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8 lg:py-20">
          <RecommendedLists lists={preview.lists} />
        </section>
        <section aria-labelledby="experts-heading" className="border-t border-secondary/15">
          <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8 lg:py-20">
            <ExpertsSection experts={experts} />
          </div>
        </section>
        <PreviewDrafts drafts={preview.drafts} />
        <GuidanceSection />
      </PublicShell>
    </>
  );
}

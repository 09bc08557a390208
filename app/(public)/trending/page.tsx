import type { Metadata } from "next";
import { EmptyState } from "@/components/public/empty-state";
import { ListCard } from "@/components/public/list-card";
import { QUALITY_BADGE_FROM, toListCardData } from "@/components/public/list-card-data";
import { ListGrid } from "@/components/public/list-grid";
import { PageContainer, PageHeader } from "@/components/public/page-header";
import { ViewBeacon } from "@/components/public/view-beacon";
import { tagThisPage } from "@/lib/cache/page-tags";
import { cacheTags } from "@/lib/cache/tags";
import { PREVIEW_LENGTH } from "@/lib/preview-text";
import { findTrendingListCards, TRENDING_WINDOW_DAYS } from "@/lib/lists/trending";
import { getSiteSettings } from "@/lib/settings/queries";
import { absoluteUrl } from "@/lib/site-url";

// Rendered when asked for and kept in front of Next.js until a write names one of its tags
// (lib/cache/page-tags.ts); the ranking itself is recomputed in the background (lib/lists/trending.ts).
export const dynamic = "force-dynamic";

const DESCRIPTION = "The lists people are opening and saving most right now, ranked by the last 30 days of engagement.";

export async function generateMetadata(): Promise<Metadata> {
  const settings = await getSiteSettings();
  const url = absoluteUrl("/trending");
  return {
    title: "Trending Lists",
    description: DESCRIPTION,
    alternates: { canonical: url },
    openGraph: { type: "website", url, title: "Trending Lists", description: DESCRIPTION, siteName: settings.siteTitle },
    twitter: { card: "summary_large_image", title: "Trending Lists", description: DESCRIPTION },
  };
}

export default async function TrendingPage() {
  const lists = await findTrendingListCards();
  tagThisPage(cacheTags.lists, cacheTags.categories, cacheTags.experts);
  return (
    <PageContainer>
      <ViewBeacon target={{ page: "trending" }} />
      <PageHeader
        eyebrow="Popular right now"
        title="Trending Lists"
        description={`Ranked by views and saves over the last ${TRENDING_WINDOW_DAYS} days, with newer activity counting more.`}
      />
      <div className="mt-10">
        {lists.length === 0 ? (
          <EmptyState message="No trending lists available yet. Check back soon!" />
        ) : (
          <ListGrid>
            {lists.map((list, index) => (
              <li key={list.id}>
                <ListCard
                  data={toListCardData(list, { previewLength: PREVIEW_LENGTH.compact })}
                  qualityThreshold={QUALITY_BADGE_FROM.listing}
                  rank={index + 1}
                  headingLevel={2}
                  preload={index === 0}
                />
              </li>
            ))}
          </ListGrid>
        )}
      </div>
    </PageContainer>
  );
}

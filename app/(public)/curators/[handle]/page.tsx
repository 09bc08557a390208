import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { Breadcrumb } from "@/components/public/breadcrumb";
import { CuratorProfile } from "@/components/public/curator/curator-profile";
import { EmptyState } from "@/components/public/empty-state";
import { ListCard } from "@/components/public/list-card";
import { QUALITY_BADGE_FROM, toListCardData } from "@/components/public/list-card-data";
import { ListGrid } from "@/components/public/list-grid";
import { PageContainer } from "@/components/public/page-header";
import { ViewBeacon } from "@/components/public/view-beacon";
import { JsonLd } from "@/components/seo/json-ld";
import { tagThisPage } from "@/lib/cache/page-tags";
import { cacheTags } from "@/lib/cache/tags";
import { PREVIEW_LENGTH } from "@/lib/preview-text";
import { getCuratorByHandle } from "@/lib/public/memoized-reads";
import { isHandle } from "@/lib/validation/primitives";
import { breadcrumbJsonLd, personJsonLd } from "@/lib/seo/json-ld";
import { getSiteSettings } from "@/lib/settings/queries";
import { absoluteUrl } from "@/lib/site-url";

// Rendered on a slug's first request, then served from the page cache until a write names one of its
// tags (the hour is a backstop); nothing is rendered at build time.
export const revalidate = 3600;
export function generateStaticParams(): { handle: string }[] {
  return [];
}

type Props = { params: Promise<{ handle: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { handle } = await params;
  const profile = isHandle(handle) ? await getCuratorByHandle(handle) : null;
  if (!profile) return { title: "Curator Not Found", robots: { index: false } };
  const { expert } = profile;
  const settings = await getSiteSettings();
  const url = absoluteUrl(`/curators/${expert.handle}`);
  const description = (expert.bio || `${expert.name}${expert.specialty ? `, ${expert.specialty}` : ""}: curated lists on ${settings.siteTitle}.`).slice(0, 200);
  return {
    title: expert.name,
    description,
    alternates: { canonical: url },
    openGraph: { type: "profile", url, title: expert.name, description, siteName: settings.siteTitle },
    twitter: { card: "summary_large_image", title: expert.name, description },
  };
}

export default async function CuratorPage({ params }: Props) {
  const { handle } = await params;
  const profile = isHandle(handle) ? await getCuratorByHandle(handle) : null;
  if (!profile) {
    await tagThisPage(cacheTags.expertHandle(handle));
    notFound();
  }
  const { expert, lists } = profile;
  // Its lists are the curator's: every write to one of them names the curator (lib/content/list-references.ts).
  await tagThisPage(cacheTags.expertHandle(handle), cacheTags.expert(expert.id), cacheTags.categories);
  const crumbs = [
    { name: "Home", path: "/" },
    { name: expert.name, path: `/curators/${expert.handle}` },
  ];

  return (
    <PageContainer>
      <ViewBeacon target={{ page: "curator", id: expert.id }} />
      <JsonLd data={[personJsonLd(expert), breadcrumbJsonLd(crumbs)]} />
      <Breadcrumb items={crumbs} />
      <CuratorProfile expert={expert} />
      <section aria-labelledby="curated-heading" className="mt-16">
        <h2 id="curated-heading" className="font-heading text-3xl font-bold text-ink sm:text-4xl">
          Curated Lists ({lists.length})
        </h2>
        <div className="mt-8">
          {lists.length === 0 ? (
            <EmptyState message="This curator hasn't published any lists yet." />
          ) : (
            <ListGrid>
              {lists.map((list) => (
                <li key={list.id}>
                  <ListCard
                    data={{ ...toListCardData(list, { previewLength: PREVIEW_LENGTH.card, dates: "month" }), byline: null }}
                    qualityThreshold={QUALITY_BADGE_FROM.listing}
                  />
                </li>
              ))}
            </ListGrid>
          )}
        </div>
      </section>
    </PageContainer>
  );
}

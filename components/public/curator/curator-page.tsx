import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { Breadcrumb } from "@/components/public/breadcrumb";
import { EmptyState } from "@/components/public/empty-state";
import { ListCard } from "@/components/public/list-card";
import { QUALITY_BADGE_FROM, toListCardData } from "@/components/public/list-card-data";
import { ListGrid } from "@/components/public/list-grid";
import { PageContainer } from "@/components/public/page-header";
import { Pagination } from "@/components/public/pagination";
import { pageCountOf } from "@/components/public/pagination-links";
import { ViewBeacon } from "@/components/public/view-beacon";
import { JsonLd } from "@/components/seo/json-ld";
import { tagThisPage } from "@/lib/cache/page-tags";
import { cacheTags } from "@/lib/cache/tags";
import { CURATOR_LISTS_PAGE_SIZE } from "@/lib/experts/queries";
import { PREVIEW_LENGTH } from "@/lib/preview-text";
import { curatorPageHref } from "@/lib/public/curator-page-path";
import { getCuratorByHandle } from "@/lib/public/memoized-reads";
import { breadcrumbJsonLd, personJsonLd } from "@/lib/seo/json-ld";
import { getSiteSettings } from "@/lib/settings/queries";
import { absoluteUrl } from "@/lib/site-url";
import { isHandle } from "@/lib/validation/primitives";
import { CuratorProfile } from "./curator-profile";

const profileOf = (handle: string, page: number) => (isHandle(handle) ? getCuratorByHandle(handle, page) : Promise.resolve(null));

/** The title, description and canonical address of one page of a curator's profile. */
export async function curatorPageMetadata(handle: string, page: number): Promise<Metadata> {
  const profile = await profileOf(handle, page);
  if (!profile) return { title: "Curator Not Found", robots: { index: false } };
  const { expert } = profile;
  const settings = await getSiteSettings();
  const url = absoluteUrl(curatorPageHref(expert.handle, page));
  const title = page > 1 ? `${expert.name}, page ${page}` : expert.name;
  const description = (expert.bio || `${expert.name}${expert.specialty ? `, ${expert.specialty}` : ""}: curated lists on ${settings.siteTitle}.`).slice(0, 200);
  return {
    title,
    description,
    alternates: { canonical: url },
    openGraph: { type: "profile", url, title, description, siteName: settings.siteTitle },
    twitter: { card: "summary_large_image", title, description },
  };
}

/** A curator's profile with one page of their lists (the request guard lets only existing pages through). */
export async function CuratorPage({ handle, page }: { handle: string; page: number }) {
  const profile = await profileOf(handle, page);
  if (!profile) {
    tagThisPage(cacheTags.expertHandle(handle));
    notFound();
  }
  const { expert, lists, listCount } = profile;
  // Its lists are the curator's: every write to one of them names the curator (lib/content/list-references.ts).
  tagThisPage(cacheTags.expertHandle(handle), cacheTags.expert(expert.id), cacheTags.categories);
  const pageCount = pageCountOf(listCount, CURATOR_LISTS_PAGE_SIZE);
  const crumbs = [
    { name: "Home", path: "/" },
    { name: expert.name, path: curatorPageHref(expert.handle, 1) },
  ];

  return (
    <PageContainer>
      <ViewBeacon target={{ page: "curator", id: expert.id }} />
      <JsonLd data={[personJsonLd(expert), breadcrumbJsonLd(crumbs)]} />
      <Breadcrumb items={crumbs} />
      <CuratorProfile expert={expert} />
      <section aria-labelledby="curated-heading" className="mt-16">
        <h2 id="curated-heading" className="font-heading text-3xl font-bold text-ink sm:text-4xl">
          Curated Lists ({listCount})
        </h2>
        {pageCount > 1 && (
          <p className="mt-2 text-sm text-ink/70" data-testid="curator-lists-page">
            Page {page} of {pageCount}
          </p>
        )}
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
        <Pagination path={curatorPageHref(expert.handle, 1)} params={{}} page={page} pageCount={pageCount} hrefFor={(target) => curatorPageHref(expert.handle, target)} />
      </section>
    </PageContainer>
  );
}

import type { Metadata } from "next";
import { headers } from "next/headers";
import { DidYouMean } from "@/components/public/did-you-mean";
import { EmptyState } from "@/components/public/empty-state";
import { FilterErrors } from "@/components/public/filter-errors";
import { ListCard } from "@/components/public/list-card";
import { QUALITY_BADGE_FROM, toListCardData } from "@/components/public/list-card-data";
import { ListGrid } from "@/components/public/list-grid";
import { PageContainer, PageHeader } from "@/components/public/page-header";
import { Pagination } from "@/components/public/pagination";
import { PAGE_SIZE, pageCountOf } from "@/components/public/pagination-links";
import { SearchFilterForm } from "@/components/public/search-filter-form";
import { ViewBeacon } from "@/components/public/view-beacon";
import { answerWithStatus } from "@/lib/cache/request-tags";
import { firstValues, type RawSearchParams } from "@/lib/http/query-values";
import { findVisibleCategories } from "@/lib/categories/queries";
import { PREVIEW_LENGTH } from "@/lib/preview-text";
import { clientAddress } from "@/lib/http/client-address";
import { readSearchPage, searchForPage } from "@/lib/lists/search-page";
import { hasSearchFilters } from "@/lib/lists/search-schema";
import { absoluteUrl } from "@/lib/site-url";

export const dynamic = "force-dynamic";

type Props = { searchParams: Promise<RawSearchParams> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const { q } = firstValues(await searchParams);
  const query = q?.trim();
  const title = query ? `Search results for “${query.slice(0, 60)}”` : "Search Lists";
  const description = "Search expert-verified lists by keyword, category, verification and quality score.";
  return {
    title,
    description,
    alternates: { canonical: absoluteUrl("/search") },
    // Result pages are endless variations of the same content; let crawlers follow them but not index them.
    robots: { index: false, follow: true },
    openGraph: { type: "website", url: absoluteUrl("/search"), title, description },
    twitter: { card: "summary_large_image", title, description },
  };
}

export default async function SearchPage({ searchParams }: Props) {
  const raw = firstValues(await searchParams);
  const categories = await findVisibleCategories();
  const { filters, page, errors } = readSearchPage(raw);
  const active = filters !== null && hasSearchFilters(filters);

  const outcome = active && filters ? await searchForPage(filters, page, PAGE_SIZE, clientAddress(await headers())) : null;
  const limitMessage = outcome?.kind === "limited" ? outcome.message : null;
  if (outcome?.kind === "limited") answerWithStatus(429, outcome.headers);
  const results = outcome?.kind === "results" ? outcome : null;
  const filterParams = { q: raw.q, category: raw.category, verification: raw.verification, minScore: raw.minScore };

  return (
    <PageContainer>
      <ViewBeacon target={{ page: "search" }} />
      <PageHeader
        eyebrow="Find a list"
        title="Search Lists"
        description="Search titles, list contents, authors, methodology and expert names, then narrow by category, verification and quality."
      />
      <SearchFilterForm values={raw} categories={categories} />
      <FilterErrors errors={errors} title="Please correct the search filters" />
      {limitMessage && (
        <div role="alert" className="mt-6 rounded-xl border border-primary/30 bg-primary/5 p-4 text-sm font-semibold text-primary">
          {limitMessage}
        </div>
      )}
      <div className="mt-10" aria-live="polite">
        {errors.length === 0 && !limitMessage && !active && <EmptyState message="Enter a search term or select filters to find lists." />}
        {results && (
          <>
            {results.suggestion && <DidYouMean suggestion={results.suggestion} params={filterParams} />}
            <p className="mb-6 text-sm font-semibold uppercase tracking-wider text-secondary" data-testid="result-count">
              Found {results.total} list(s)
            </p>
            {results.items.length === 0 ? (
              <EmptyState message="No lists found matching your search criteria." />
            ) : (
              <ListGrid>
                {results.items.map((list) => (
                  <li key={list.id}>
                    <ListCard
                      data={toListCardData(list, { previewLength: PREVIEW_LENGTH.compact })}
                      qualityThreshold={QUALITY_BADGE_FROM.listing}
                      headingLevel={2}
                    />
                  </li>
                ))}
              </ListGrid>
            )}
            <Pagination
              path="/search"
              params={filterParams}
              page={page}
              pageCount={pageCountOf(results.total)}
            />
          </>
        )}
      </div>
    </PageContainer>
  );
}

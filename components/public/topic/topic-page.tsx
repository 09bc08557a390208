import type { Metadata } from "next";
import { IntentPrefetchLink } from "@/components/public/intent-prefetch-link";
import { notFound } from "next/navigation";
import { tagThisPage } from "@/lib/cache/page-tags";
import { cacheTags } from "@/lib/cache/tags";
import { FollowButton } from "@/components/auth/follow-button";
import { buttonClasses } from "@/components/ui/button";
import { Breadcrumb } from "@/components/public/breadcrumb";
import { EmptyState } from "@/components/public/empty-state";
import { FilterErrors } from "@/components/public/filter-errors";
import { ListCard } from "@/components/public/list-card";
import { QUALITY_BADGE_FROM, toListCardData } from "@/components/public/list-card-data";
import { ListGrid } from "@/components/public/list-grid";
import { PageContainer, PageHeader } from "@/components/public/page-header";
import { Pagination } from "@/components/public/pagination";
import { PAGE_SIZE, pageCountOf } from "@/components/public/pagination-links";
import { TopicFilterForm } from "@/components/public/topic-filter-form";
import { ViewBeacon } from "@/components/public/view-beacon";
import { JsonLd } from "@/components/seo/json-ld";
import { findExpertsInCategory } from "@/lib/experts/queries";
import { PREVIEW_LENGTH } from "@/lib/preview-text";
import { findPublishedListCards } from "@/lib/lists/queries";
import { DEFAULT_TOPIC_FILTERS, TOPIC_FILTER_MESSAGES, freeFilterOf } from "@/lib/lists/topic-filter-schema";
import type { TopicFilterRequest } from "@/lib/public/topic-filter-path";
import { getVisibleCategoryBySlug } from "@/lib/public/memoized-reads";
import { isSlug } from "@/lib/validation/primitives";
import { breadcrumbJsonLd } from "@/lib/seo/json-ld";
import { getSiteSettings } from "@/lib/settings/queries";
import { absoluteUrl } from "@/lib/site-url";

// The topic page with its filters, shared by /topics/{slug} and the filtered addresses the request guard
// rewrites to /topics/{slug}/f/{filters} (see lib/public/topic-filter-path.ts); both are cached pages.

export async function topicMetadata(slug: string): Promise<Metadata> {
  const category = isSlug(slug) ? await getVisibleCategoryBySlug(slug) : null;
  if (!category) return { title: "Category Not Found", robots: { index: false } };
  const settings = await getSiteSettings();
  const url = absoluteUrl(`/topics/${category.slug}`);
  const title = `${category.name} Lists`;
  const description = `Expert-verified, quality-scored ${category.name.toLowerCase()} checklists and guides on ${settings.siteTitle}.`;
  return {
    title,
    description,
    alternates: { canonical: url },
    openGraph: { type: "website", url, title, description, siteName: settings.siteTitle },
    twitter: { card: "summary_large_image", title, description },
  };
}

export async function TopicPageContent({ slug, request = { filters: DEFAULT_TOPIC_FILTERS, invalid: [] } }: { slug: string; request?: TopicFilterRequest }) {
  const category = isSlug(slug) ? await getVisibleCategoryBySlug(slug) : null;
  if (!category) {
    tagThisPage(cacheTags.categorySlug(slug));
    notFound();
  }
  const { filters } = request;
  const errors = request.invalid.map((key) => TOPIC_FILTER_MESSAGES[key]);
  const [experts, result] = await Promise.all([
    findExpertsInCategory(category.id),
    findPublishedListCards({
      categoryId: category.id,
      expertHandle: filters.expert,
      free: freeFilterOf(filters.type),
      sort: filters.sort,
      limit: PAGE_SIZE,
      offset: (filters.page - 1) * PAGE_SIZE,
    }),
  ]);
  // Its lists are the category's: every write to one of them names the category, the one it left too
  // (lib/content/list-references.ts), so an edit elsewhere on the site leaves this page cached.
  tagThisPage(cacheTags.categorySlug(slug), cacheTags.category(category.id), cacheTags.experts, cacheTags.settings);
  const path = `/topics/${category.slug}`;
  const filtered = filters.expert !== undefined || filters.type !== "all";
  const crumbs = [
    { name: "Home", path: "/" },
    { name: category.name, path },
  ];

  return (
    <PageContainer>
      <ViewBeacon target={{ page: "topic", id: category.id }} />
      <JsonLd data={breadcrumbJsonLd(crumbs)} />
      <Breadcrumb items={crumbs} />
      <div className="mt-6">
        <PageHeader
          eyebrow="Topic"
          title={category.name}
          description={
            <p data-testid="list-count">
              {result.total} {result.total === 1 ? "list" : "lists"}
              {filtered ? " matching your filters" : ""}
            </p>
          }
          actions={<FollowButton followType="topic" followId={category.id} name={category.name} label="Follow Topic" />}
        />
      </div>
      <TopicFilterForm path={path} filters={filters} experts={experts} />
      <FilterErrors errors={errors} />
      <div className="mt-10">
        {result.items.length === 0 ? (
          <EmptyState message="No lists found matching your filters.">
            {(filtered || filters.page > 1) && (
              <IntentPrefetchLink href={path} className={buttonClasses("outline", "md")}>
                Clear filters
              </IntentPrefetchLink>
            )}
          </EmptyState>
        ) : (
          <ListGrid>
            {result.items.map((list) => (
              <li key={list.id}>
                <ListCard
                  data={toListCardData(list, { previewLength: PREVIEW_LENGTH.card })}
                  qualityThreshold={QUALITY_BADGE_FROM.listing}
                  headingLevel={2}
                />
              </li>
            ))}
          </ListGrid>
        )}
      </div>
      <Pagination
        path={path}
        params={{ sort: filters.sort === "recent" ? undefined : filters.sort, expert: filters.expert, type: filters.type === "all" ? undefined : filters.type }}
        page={filters.page}
        pageCount={pageCountOf(result.total)}
      />
    </PageContainer>
  );
}

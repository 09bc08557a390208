import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { Breadcrumb } from "@/components/public/breadcrumb";
import { ListBody } from "@/components/public/list-detail/list-body";
import { ListHeader } from "@/components/public/list-detail/list-header";
import { listHeaderChangesAt, listHeaderData, listSidebarData } from "@/components/public/list-detail/list-detail-data";
import { ListSidebar } from "@/components/public/list-detail/list-sidebar";
import { NoticeBox } from "@/components/public/list-detail/notice-box";
import { DEFAULT_LIST_IMAGE } from "@/components/public/list-card-data";
import { categoryHref } from "@/components/public/links";
import { PageContainer } from "@/components/public/page-header";
import { RelatedLists } from "@/components/public/related-lists";
import { ViewBeacon } from "@/components/public/view-beacon";
import { tagThisPage } from "@/lib/cache/page-tags";
import { keepAnswerUntil } from "@/lib/cache/request-tags";
import { cacheTags } from "@/lib/cache/tags";
import { PREVIEW_LENGTH, cutText } from "@/lib/preview-text";
import { relatedListCardsOf } from "@/lib/lists/queries";
import { relatedPoolTagsOfPage } from "@/lib/lists/related-pools";
import { getPublishedListBySlug } from "@/lib/public/memoized-reads";
import { isSlug } from "@/lib/validation/primitives";
import { articleJsonLd, breadcrumbJsonLd, type Crumb } from "@/lib/seo/json-ld";
import { sanitizeRichText } from "@/lib/sanitize";
import { getSiteSettings } from "@/lib/settings/queries";
import { absoluteUrl } from "@/lib/site-url";
import { SiteImage } from "@/components/public/site-image";

// Rendered when asked for and kept in front of Next.js until a write names one of its tags (lib/cache/page-tags.ts).
export const dynamic = "force-dynamic";

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const list = isSlug(slug) ? await getPublishedListBySlug(slug) : null;
  if (!list) return { title: "List Not Found", robots: { index: false } };
  const url = absoluteUrl(`/lists/${list.slug}`);
  const description = cutText(list.preview, PREVIEW_LENGTH.description) || list.title;
  const authors = list.expert ? [list.expert.name] : list.author ? [list.author] : undefined;
  return {
    title: list.title,
    description,
    alternates: { canonical: url },
    openGraph: {
      type: "article",
      url,
      title: list.title,
      description,
      modifiedTime: list.updatedAt.toISOString(),
      ...(list.publishedAt && { publishedTime: list.publishedAt.toISOString() }),
      ...(authors && { authors }),
      ...(list.category && { section: list.category.name }),
    },
    twitter: { card: "summary_large_image", title: list.title, description },
  };
}

export default async function ListPage({ params }: Props) {
  const { slug } = await params;
  const list = isSlug(slug) ? await getPublishedListBySlug(slug) : null;
  if (!list) {
    tagThisPage(cacheTags.listSlug(slug));
    notFound();
  }
  const [related, settings] = await Promise.all([relatedListCardsOf(list), getSiteSettings()]);
  // Its category's name and its curator are named by their writes through the list's own tag; the other
  // lists of its category matter only through the lists to read next.
  tagThisPage(cacheTags.listSlug(slug), cacheTags.list(list.id), ...relatedPoolTagsOfPage(list, related), ...related.map((item) => cacheTags.list(item.id)));
  const now = new Date();
  const headerChangesAt = listHeaderChangesAt(list, now);
  if (headerChangesAt) keepAnswerUntil(headerChangesAt.getTime());

  const crumbs: Crumb[] = [
    { name: "Home", path: "/" },
    ...(list.category ? [{ name: list.category.name, path: categoryHref(list.category.slug) }] : []),
    { name: list.title, path: `/lists/${list.slug}` },
  ];
  const imageUrl = list.imageUrl || DEFAULT_LIST_IMAGE;
  const article = articleJsonLd({
    slug: list.slug,
    title: list.title,
    description: cutText(list.preview, PREVIEW_LENGTH.description),
    imageUrl,
    updatedAt: list.updatedAt,
    publishedAt: list.publishedAt,
    expert: list.expert,
    author: list.author,
    authorOrg: list.authorOrg,
    siteTitle: settings.siteTitle,
  });

  return (
    <PageContainer>
      <ViewBeacon target={{ page: "list", id: list.id }} />
      <Breadcrumb items={crumbs} />
      <div className="mt-8 grid gap-12 lg:grid-cols-[minmax(0,1fr)_340px] xl:gap-16">
        <article className="min-w-0" data-testid="list-article">
          <ListHeader data={listHeaderData(list, now)} />
          <figure className="mt-8 overflow-hidden rounded-2xl bg-secondary/10">
            {/* The article column's width (820 px at most); the largest picture above the fold, so preloaded. */}
            <SiteImage
              src={imageUrl}
              alt={`Featured image for ${list.title}`}
              width={1200}
              height={675}
              sizes="(min-width: 1280px) 820px, (min-width: 1024px) 66vw, 100vw"
              preload
              className="aspect-[16/9] w-full object-cover"
            />
          </figure>
          <div className="mt-8 grid gap-4">
            {list.affiliateDisclosure && (
              <NoticeBox title="Affiliate Disclosure" tone="disclosure">
                This list contains affiliate links. If you buy through them, {settings.siteTitle} may earn a commission at no extra cost to
                you. Affiliate relationships never influence verification or the quality score.
              </NoticeBox>
            )}
            {list.methodology && (
              <NoticeBox title="Methodology" tone="methodology">
                {list.methodology}
              </NoticeBox>
            )}
          </div>
          <div className="mt-10">
            <ListBody
              html={sanitizeRichText(list.content)}
              title={list.title}
              url={absoluteUrl(`/lists/${list.slug}`)}
              article={article}
              breadcrumb={breadcrumbJsonLd(crumbs)}
            />
          </div>
        </article>
        <ListSidebar data={listSidebarData(list)} />
      </div>
      <RelatedLists lists={related} />
    </PageContainer>
  );
}

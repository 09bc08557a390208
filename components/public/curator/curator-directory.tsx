import { IntentPrefetchLink } from "@/components/public/intent-prefetch-link";
import { buttonClasses } from "@/components/ui/button";
import { Breadcrumb } from "@/components/public/breadcrumb";
import { EmptyState } from "@/components/public/empty-state";
import { FilterErrors } from "@/components/public/filter-errors";
import { ListGrid } from "@/components/public/list-grid";
import { PageContainer, PageHeader } from "@/components/public/page-header";
import { Pagination } from "@/components/public/pagination";
import { pageCountOf } from "@/components/public/pagination-links";
import { ViewBeacon } from "@/components/public/view-beacon";
import { JsonLd } from "@/components/seo/json-ld";
import { tagThisPage } from "@/lib/cache/page-tags";
import { cacheTags } from "@/lib/cache/tags";
import { CURATOR_DIRECTORY_PAGE_SIZE, findCuratorDirectory } from "@/lib/experts/directory";
import { curatorDirectoryPageHref } from "@/lib/public/curator-directory-path";
import { breadcrumbJsonLd } from "@/lib/seo/json-ld";
import { CuratorCard } from "./curator-card";

export const CURATORS_PATH = "/curators";

/** /curators, one page of it: `page` is null when the address held no page number. */
export async function CuratorDirectory({ page }: { page: number | null }) {
  const shown = page ?? 1;
  const { items, total } = await findCuratorDirectory(shown);
  tagThisPage(cacheTags.experts, cacheTags.lists);
  const pageCount = pageCountOf(total, CURATOR_DIRECTORY_PAGE_SIZE);
  const crumbs = [
    { name: "Home", path: "/" },
    { name: "Curators", path: CURATORS_PATH },
  ];
  return (
    <PageContainer>
      <ViewBeacon target={{ page: "curators" }} />
      <JsonLd data={breadcrumbJsonLd(crumbs)} />
      <Breadcrumb items={crumbs} />
      <div className="mt-6">
        <PageHeader
          eyebrow="The people behind the lists"
          title="Our Curators"
          description={
            <p data-testid="curator-count">
              {total} {total === 1 ? "curator" : "curators"} with published lists, verified experts first.
              {pageCount > 1 && ` Page ${shown} of ${pageCount}.`}
            </p>
          }
        />
      </div>
      <FilterErrors errors={page === null ? ["page must be a whole number from 1."] : []} title="The page number was ignored" />
      <div className="mt-10">
        {items.length === 0 ? (
          <EmptyState message={total === 0 ? "No curators have published lists yet." : "There are no curators on this page."}>
            {total > 0 && (
              <IntentPrefetchLink href={CURATORS_PATH} className={buttonClasses("outline", "md")}>
                Go to the first page
              </IntentPrefetchLink>
            )}
          </EmptyState>
        ) : (
          <ListGrid>
            {items.map((curator) => (
              <li key={curator.id}>
                <CuratorCard curator={curator} />
              </li>
            ))}
          </ListGrid>
        )}
      </div>
      <Pagination path={CURATORS_PATH} params={{}} page={shown} pageCount={pageCount} hrefFor={curatorDirectoryPageHref} />
    </PageContainer>
  );
}

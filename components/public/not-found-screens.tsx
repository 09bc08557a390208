import { IntentPrefetchLink } from "@/components/public/intent-prefetch-link";
import { buttonClasses } from "@/components/ui/button";
import { NotFoundPanel } from "@/components/public/not-found-panel";

// The four not-found screens (page, list, category, curator), shared by the segments' not-found files and the root one
// (which proxy.ts sends a missing list, topic or curator to; see app/not-found.tsx).

export const NOT_FOUND_TITLES = {
  list: "List Not Found",
  topic: "Category Not Found",
  curator: "Curator Not Found",
  page: "Page Not Found",
} as const;

export function ListNotFound() {
  return <NotFoundPanel title={NOT_FOUND_TITLES.list} message="The list you're looking for doesn't exist or has been removed." />;
}

export function TopicNotFound() {
  return (
    <NotFoundPanel title={NOT_FOUND_TITLES.topic} message="We couldn't find that topic. It may have been renamed or is no longer listed.">
      <IntentPrefetchLink href="/trending" className={buttonClasses("outline", "lg")}>
        See Trending Lists
      </IntentPrefetchLink>
    </NotFoundPanel>
  );
}

export function CuratorNotFound() {
  return <NotFoundPanel title={NOT_FOUND_TITLES.curator} message="We couldn't find that curator. Their profile may have moved or been removed." />;
}

export function PageNotFound() {
  return (
    <NotFoundPanel title={NOT_FOUND_TITLES.page} message="The page you're looking for doesn't exist or may have moved. Try searching or start again from the home page.">
      <IntentPrefetchLink href="/search" className={buttonClasses("outline", "lg")}>
        Search Lists
      </IntentPrefetchLink>
    </NotFoundPanel>
  );
}

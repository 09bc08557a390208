import type { PublicCategory } from "@/lib/categories/queries";
import { FALLBACK_CATEGORIES, sampleCategoryHref, withFallback } from "./fallback-content";
import { categoryHref } from "./links";
import type { TopicLink } from "./topic-link-items";

/** Every topic's link, in the order given; the seven default topics, as searches, while there are none. */
export function topicLinks(categories: PublicCategory[]): TopicLink[] {
  const shown = withFallback(categories, FALLBACK_CATEGORIES);
  return shown.items.map((category) => ({
    name: category.name,
    href: shown.sample ? sampleCategoryHref(category) : categoryHref(category.slug),
  }));
}

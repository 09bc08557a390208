import { TrendingIcon } from "@/components/ui/icons";
import type { PublicCategory } from "@/lib/categories/queries";
import { FALLBACK_CATEGORIES, sampleCategoryHref, withFallback } from "./fallback-content";
import { IntentPrefetchLink } from "./intent-prefetch-link";
import { categoryHref } from "./links";

interface BarLink {
  key: string;
  name: string;
  href: string;
}

/** The links of the category bar: Trending first (unless a "trending" category places it), then the categories. */
export function categoryBarLinks(categories: PublicCategory[]): BarLink[] {
  const shown = withFallback(categories, FALLBACK_CATEGORIES);
  const links = shown.items.map((category) => ({
    key: category.slug,
    name: category.name,
    href: shown.sample ? sampleCategoryHref(category) : categoryHref(category.slug),
  }));
  return links.some((link) => link.href === "/trending") ? links : [{ key: "trending", name: "Trending", href: "/trending" }, ...links];
}

/** The category navigation under the header; scrolls sideways on narrow screens. */
export function CategoryBar({ categories }: { categories: PublicCategory[] }) {
  return (
    <nav aria-label="Categories" className="bg-primary">
      <ul className="mx-auto flex max-w-7xl gap-6 overflow-x-auto px-4 [scrollbar-width:none] sm:px-6 lg:justify-center-safe lg:gap-8 lg:px-8">
        {categoryBarLinks(categories).map((link) => (
          <li key={link.key} className="shrink-0">
            <IntentPrefetchLink href={link.href} className="category-link">
              {link.href === "/trending" && <TrendingIcon className="h-4 w-4 text-accent" />}
              {link.name}
            </IntentPrefetchLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

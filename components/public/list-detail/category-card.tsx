import { IntentPrefetchLink } from "@/components/public/intent-prefetch-link";
import { ArrowRightIcon } from "@/components/ui/icons";
import type { ListSidebarData } from "./list-detail-data";

/** The sidebar card that leads to more lists of the same topic. */
export function CategoryCard({ category }: { category: NonNullable<ListSidebarData["category"]> }) {
  return (
    <section aria-labelledby="category-card-heading" className="rounded-2xl bg-primary p-6 text-background shadow-sm">
      <h2 id="category-card-heading">
        <span className="font-body eyebrow text-accent">Category</span>
      </h2>
      <p className="mt-3 font-heading text-3xl font-bold">{category.name}</p>
      <IntentPrefetchLink
        href={category.href}
        className="mt-4 inline-flex items-center gap-2 text-sm font-semibold text-background underline decoration-accent decoration-2 underline-offset-4 hover:decoration-background"
      >
        More lists in {category.name}
        <ArrowRightIcon className="h-4 w-4" />
      </IntentPrefetchLink>
    </section>
  );
}

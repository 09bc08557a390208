import { PREVIEW_LENGTH } from "@/lib/preview-text";
import { ListCard } from "./list-card";
import { QUALITY_BADGE_FROM, toListCardData, type CardListInput } from "./list-card-data";
import { ListGrid } from "./list-grid";

/** "Related Lists You Might Like" under a list: same category first, then the same expert. */
export function RelatedLists({ lists }: { lists: CardListInput[] }) {
  if (lists.length === 0) return null;
  return (
    <section aria-labelledby="related-heading" className="mt-20 border-t border-secondary/15 pt-14">
      <p className="eyebrow text-primary">Keep planning</p>
      <h2 id="related-heading" className="mt-2 font-heading text-3xl font-bold text-ink sm:text-4xl">
        Related Lists You Might Like
      </h2>
      <ListGrid className="mt-10">
        {lists.map((list) => (
          <li key={list.id}>
            <ListCard data={toListCardData(list, { previewLength: PREVIEW_LENGTH.compact })} qualityThreshold={QUALITY_BADGE_FROM.listing} />
          </li>
        ))}
      </ListGrid>
    </section>
  );
}

import { PREVIEW_LENGTH } from "@/lib/preview-text";
import { FALLBACK_LISTS, withFallback } from "@/components/public/fallback-content";
import { SaveListControl } from "@/components/auth/save-list-control";
import { ListCard } from "@/components/public/list-card";
import { QUALITY_BADGE_FROM, sampleListCardData, toListCardData, type CardListInput } from "@/components/public/list-card-data";
import { HOME_LIST_LIMIT } from "./limits";
import { FeaturedListActions } from "./featured-list-actions";
import { SectionHeading } from "./section-heading";

/** "We think you'll like these": the newest published lists, or the samples while there are none. */
export function RecommendedLists({ lists }: { lists: CardListInput[] }) {
  const items = lists.slice(0, HOME_LIST_LIMIT);
  const shown = withFallback(items, FALLBACK_LISTS);
  const cards = shown.sample
    ? shown.items.map(sampleListCardData)
    : shown.items.map((list) => toListCardData(list, { previewLength: PREVIEW_LENGTH.compact }));
  return (
    <>
      <SectionHeading
        id="recommended-heading"
        eyebrow="Fresh from our experts"
        title="We think you'll like these"
        note={shown.sample ? "Examples of the lists you will find here. Published lists replace them automatically." : undefined}
      />
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 lg:gap-8" data-testid="recommended-lists">
        {cards.map((card, index) => {
          // A draft (in the staff preview) cannot be saved, nor a sample (no id).
          const savable = card.id !== null && items[index]?.status !== "draft";
          return (
            <li key={card.key} className={index === 0 ? "sm:col-span-2" : undefined}>
              <ListCard
                data={card}
                qualityThreshold={QUALITY_BADGE_FROM.home}
                heart={
                  savable && card.id !== null ? (
                    <SaveListControl listId={card.id} listTitle={card.title} returnTo="/" variant="heart" className="absolute right-3 top-3 z-10" />
                  ) : undefined
                }
                wide={index === 0}
                actions={index === 0 && card.href && savable && card.id !== null ? <FeaturedListActions href={card.href} listId={card.id} listTitle={card.title} /> : undefined}
              />
            </li>
          );
        })}
      </ul>
    </>
  );
}

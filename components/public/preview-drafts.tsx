import { PREVIEW_LENGTH } from "@/lib/preview-text";
import type { PublicList } from "@/lib/lists/public-list";
import { ListCard } from "./list-card";
import { QUALITY_BADGE_FROM, toListCardData } from "./list-card-data";

/** The preview's own section: draft lists, which the public site does not show yet. */
export function PreviewDrafts({ drafts }: { drafts: PublicList[] }) {
  return (
    <section aria-labelledby="preview-drafts-heading" className="border-t border-secondary/15" data-testid="preview-drafts">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <h2 id="preview-drafts-heading" className="font-heading text-3xl font-semibold text-primary">
          Draft lists (not public yet)
        </h2>
        {drafts.length === 0 ? (
          <p className="mt-4 text-ink/75">There are no draft lists.</p>
        ) : (
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {drafts.map((list) => (
              <li key={list.id}>
                <ListCard data={toListCardData(list, { previewLength: PREVIEW_LENGTH.compact })} qualityThreshold={QUALITY_BADGE_FROM.home} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

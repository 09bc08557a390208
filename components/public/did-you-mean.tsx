import { IntentPrefetchLink } from "./intent-prefetch-link";
import { pageHref } from "./pagination-links";

/** "Did you mean …?" above search results: the same search, filters kept, with the corrected words. */
export function DidYouMean({ suggestion, params }: { suggestion: string; params: Record<string, string | undefined> }) {
  return (
    <p className="mb-4 text-base text-foreground" data-testid="did-you-mean">
      Did you mean{" "}
      <IntentPrefetchLink href={pageHref("/search", { ...params, q: suggestion }, 1)} className="font-semibold text-primary underline underline-offset-2">
        {suggestion}
      </IntentPrefetchLink>
      ?
    </p>
  );
}

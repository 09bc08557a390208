import { IntentPrefetchLink } from "@/components/public/intent-prefetch-link";
import { FavoriteButton } from "@/components/auth/favorite-button";
import { Badge } from "@/components/ui/badge";
import { CalendarIcon, ExternalLinkIcon } from "@/components/ui/icons";
import { formatDate } from "@/lib/format";
import type { PublicList } from "@/lib/lists/public-list";
import { safeExternalUrl } from "@/components/public/external-url";
import { curatorHref } from "@/components/public/links";
import { isVerificationPastDue } from "@/lib/reverification/rule";
import { VerificationDate } from "./verification-date";
import { QualityBadge, VerifiedBadge } from "@/components/public/quality-badge";

/** Badges, the page's h1, the favorite button, byline, dates and the source link of a list. */
export function ListHeader({ list }: { list: PublicList }) {
  const sourceUrl = safeExternalUrl(list.sourceUrl);
  return (
    <header>
      <div className="flex flex-wrap items-center gap-2" data-testid="list-badges">
        {list.verificationStatus === "verified" && <VerifiedBadge label="Verified Expert" />}
        {list.verificationStatus === "community" && <Badge tone="community">Community Compiled</Badge>}
        {list.isFree && <Badge tone="free">Free</Badge>}
        {list.qualityScore !== null && <QualityBadge score={list.qualityScore} />}
      </div>
      <div className="mt-5 flex items-start justify-between gap-4">
        <h1 className="font-heading text-4xl font-bold leading-[1.1] text-ink sm:text-5xl">{list.title}</h1>
        <FavoriteButton listId={list.id} listTitle={list.title} className="mt-1 shrink-0" />
      </div>
      <div className="mt-6 flex flex-col gap-3 border-y border-secondary/15 py-4 text-sm text-ink/80 sm:flex-row sm:flex-wrap sm:items-center sm:gap-x-6">
        <Byline list={list} />
        <span className="inline-flex items-center gap-1.5">
          <CalendarIcon className="h-4 w-4 text-accent" />
          Updated <time dateTime={list.updatedAt.toISOString()}>{formatDate(list.updatedAt)}</time>
        </span>
        {(list.lastVerifiedAt || isVerificationPastDue(list)) && <VerificationDate list={list} />}
        {sourceUrl && (
          <a
            href={sourceUrl}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="inline-flex items-center gap-1.5 font-semibold text-primary underline-offset-4 hover:underline sm:ml-auto"
          >
            View Source
            <ExternalLinkIcon className="h-4 w-4" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        )}
      </div>
    </header>
  );
}

function Byline({ list }: { list: PublicList }) {
  if (list.expert) {
    return (
      <span>
        By{" "}
        <IntentPrefetchLink href={curatorHref(list.expert.handle)} className="font-semibold text-primary underline-offset-4 hover:underline">
          {list.expert.name}
        </IntentPrefetchLink>
      </span>
    );
  }
  const credit = [list.author, list.authorOrg].filter(Boolean).join(", ");
  return credit ? (
    <span>
      By <span className="font-semibold text-secondary">{credit}</span>
    </span>
  ) : null;
}

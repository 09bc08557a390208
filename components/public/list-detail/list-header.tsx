"use client";

import { IntentPrefetchLink } from "@/components/public/intent-prefetch-link";
import { FavoriteButton } from "@/components/auth/favorite-button";
import { Badge } from "@/components/ui/badge";
import { CalendarIcon, ExternalLinkIcon } from "@/components/ui/icons";
import { QualityBadge, VerifiedBadge } from "@/components/public/quality-badge";
import type { ListHeaderData } from "./list-detail-data";
import { VerificationDate } from "./verification-date";

/**
 * Badges, the page's h1, the favorite button, byline, dates and the source link of a list. A client
 * component on purpose: the page's React payload then carries these facts (listHeaderData) instead of
 * their markup a second time.
 */
export function ListHeader({ data }: { data: ListHeaderData }) {
  return (
    <header>
      <div className="flex flex-wrap items-center gap-2" data-testid="list-badges">
        {data.verificationStatus === "verified" && <VerifiedBadge label="Verified Expert" />}
        {data.verificationStatus === "community" && <Badge tone="community">Community Compiled</Badge>}
        {data.isFree && <Badge tone="free">Free</Badge>}
        {data.qualityScore !== null && <QualityBadge score={data.qualityScore} />}
      </div>
      <div className="mt-5 flex items-start justify-between gap-4">
        <h1 className="font-heading text-4xl font-bold leading-[1.1] text-ink sm:text-5xl">{data.title}</h1>
        <FavoriteButton listId={data.id} listTitle={data.title} className="mt-1 shrink-0" />
      </div>
      <div className="mt-6 flex flex-col gap-3 border-y border-secondary/15 py-4 text-sm text-ink/80 sm:flex-row sm:flex-wrap sm:items-center sm:gap-x-6">
        <Byline byline={data.byline} />
        <span className="inline-flex items-center gap-1.5">
          <CalendarIcon className="h-4 w-4 text-accent" />
          Updated <time dateTime={data.updated.dateTime}>{data.updated.label}</time>
        </span>
        {data.verification && <VerificationDate verification={data.verification} />}
        {data.sourceUrl && (
          <a
            href={data.sourceUrl}
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

function Byline({ byline }: { byline: ListHeaderData["byline"] }) {
  if (!byline) return null;
  return (
    <span>
      By{" "}
      {byline.href ? (
        <IntentPrefetchLink href={byline.href} className="font-semibold text-primary underline-offset-4 hover:underline">
          {byline.name}
        </IntentPrefetchLink>
      ) : (
        <span className="font-semibold text-secondary">{byline.name}</span>
      )}
    </span>
  );
}

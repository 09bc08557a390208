"use client";

import { IntentPrefetchLink } from "@/components/public/intent-prefetch-link";
import type { ReactNode } from "react";
import { cn } from "@/components/ui/cn";
import type { ListCardData } from "./list-card-data";
import { PriceBadge, QualityBadge, VerifiedBadge } from "./quality-badge";
import type { ImageAttributes } from "@/components/public/site-image";

export interface ListCardProps {
  data: ListCardData;
  headingLevel?: 2 | 3;
  /** 1-based position on the trending page; the first three get a rank badge. */
  rank?: number;
  /** The home cards' heart over the picture (a SaveListControl). A slot, so only the pages that show one load its code. */
  heart?: ReactNode;
  /** Buttons under the card's text (the featured home card's View Details and Save List). */
  actions?: ReactNode;
  /** Image beside the text from tablets up (the featured home card, two columns wide). */
  wide?: boolean;
}

type ListCardViewProps = ListCardProps & {
  /** The picture's attributes (siteImageAttributes, worked out on the server). */
  image: ImageAttributes;
  showsQuality: boolean;
};

/**
 * A list card as the browser renders it. A client component on purpose: its props (the card's facts and
 * its picture's attributes) are all the page's React payload carries for it, where a server-rendered
 * card would repeat its whole markup there, about 2 KB a card.
 */
export function ListCardView({ data, image, showsQuality, headingLevel = 3, rank, heart, actions, wide = false }: ListCardViewProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const showRank = rank !== undefined && rank <= 3;
  return (
    <article
      className={cn(
        "list-card group",
        data.href && "list-card-link",
        wide && "sm:flex-row",
      )}
    >
      <div className={cn("card-media", wide && "sm:aspect-auto sm:w-[55%]")}>
        {/* siteImageAttributes returns the alt text it was given. */}
        {/* eslint-disable-next-line jsx-a11y/alt-text */}
        <img {...image} />
        {showRank && (
          <span className="absolute left-3 top-3 grid h-11 w-11 place-items-center rounded-full bg-primary font-heading text-xl font-bold text-background shadow-lg ring-2 ring-accent">
            <span className="sr-only">Rank </span>#{rank}
          </span>
        )}
        {heart}
      </div>
      <div className={cn("card-body", wide && "sm:justify-center sm:p-8")}>
        <div className="card-badges">
          {data.verificationStatus === "verified" && <VerifiedBadge />}
          {showsQuality && <QualityBadge score={data.qualityScore!} />}
          <PriceBadge isFree={data.isFree} />
        </div>
        {data.categoryName && (
          <p className="card-category">{data.categoryName}</p>
        )}
        <Heading className={cn("card-title", wide && "text-2xl sm:text-[1.7rem]")}>
          {data.href ? (
            <IntentPrefetchLink href={data.href} className="card-title-link">
              {data.title}
            </IntentPrefetchLink>
          ) : (
            data.title
          )}
        </Heading>
        {data.preview && (
          <p className="card-preview" data-testid="card-preview">
            {data.preview}
          </p>
        )}
        <div className="card-meta">
          {data.byline &&
            (data.byline.href ? (
              <IntentPrefetchLink href={data.byline.href} className="card-byline">
                {data.byline.name}
              </IntentPrefetchLink>
            ) : (
              <span className="font-semibold text-secondary">{data.byline.name}</span>
            ))}
          {data.dateLabel && data.dateTime && <time dateTime={data.dateTime}>{data.dateLabel}</time>}
        </div>
        {actions && <div className="relative z-10 mt-5 flex flex-wrap items-start gap-3">{actions}</div>}
      </div>
    </article>
  );
}

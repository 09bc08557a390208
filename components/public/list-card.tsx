import { IntentPrefetchLink } from "@/components/public/intent-prefetch-link";
import type { ReactNode } from "react";
import { SaveListControl } from "@/components/auth/save-list-control";
import { cn } from "@/components/ui/cn";
import { showsQualityBadge, type ListCardData } from "./list-card-data";
import { PriceBadge, QualityBadge, VerifiedBadge } from "./quality-badge";
import { SiteImage } from "@/components/public/site-image";

export interface ListCardProps {
  data: ListCardData;
  /** Score from which the quality badge shows: 90 on home cards, 80 elsewhere. */
  qualityThreshold: number;
  headingLevel?: 2 | 3;
  /** 1-based position on the trending page; the first three get a rank badge. */
  rank?: number;
  /** The home cards' heart, which saves the list; sign-in returns to this page. */
  heart?: { returnTo: string };
  /** Buttons under the card's text (the featured home card's View Details and Save List). */
  actions?: ReactNode;
  /** Image beside the text from tablets up (the featured home card, two columns wide). */
  wide?: boolean;
}

// The card's image width in the grids: one column on phones, two on tablets, three (384 px at most) on
// desktops; the wide home card gives its image 55% of two columns from tablets up.
const IMAGE_SIZES = "(min-width: 1280px) 384px, (min-width: 1024px) 30vw, (min-width: 640px) 50vw, 100vw";
const WIDE_IMAGE_SIZES = "(min-width: 1280px) 440px, (min-width: 640px) 55vw, 100vw";

export function ListCard({ data, qualityThreshold, headingLevel = 3, rank, heart, actions, wide = false }: ListCardProps) {
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
        <SiteImage
          src={data.imageUrl}
          alt=""
          fill
          sizes={wide ? WIDE_IMAGE_SIZES : IMAGE_SIZES}
          className="card-image"
        />
        {showRank && (
          <span className="absolute left-3 top-3 grid h-11 w-11 place-items-center rounded-full bg-primary font-heading text-xl font-bold text-background shadow-lg ring-2 ring-accent">
            <span className="sr-only">Rank </span>#{rank}
          </span>
        )}
        {heart && data.id !== null && (
          <SaveListControl listId={data.id} listTitle={data.title} returnTo={heart.returnTo} variant="heart" className="absolute right-3 top-3 z-10" />
        )}
      </div>
      <div className={cn("card-body", wide && "sm:justify-center sm:p-8")}>
        <div className="card-badges">
          {data.verificationStatus === "verified" && <VerifiedBadge />}
          {showsQualityBadge(data.qualityScore, qualityThreshold) && <QualityBadge score={data.qualityScore!} />}
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

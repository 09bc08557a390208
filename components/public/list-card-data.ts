import { formatDate, formatMonthYear } from "@/lib/format";
import { cutText, previewText } from "@/lib/preview-text";
import type { SampleList } from "./fallback-content";
import { curatorHref, listHref } from "./links";

export const DEFAULT_LIST_IMAGE = "/images/default-list.svg";
export const DEFAULT_EXPERT_IMAGE = "/images/default-expert.svg";

/** What a list card shows, from a published list or a sample (samples have no links). */
export interface ListCardData {
  key: string;
  /** The list's id; null for a sample, which cannot be saved. */
  id: number | null;
  title: string;
  href: string | null;
  imageUrl: string;
  categoryName: string | null;
  byline: { name: string; href: string | null } | null;
  preview: string;
  qualityScore: number | null;
  verificationStatus: string;
  isFree: boolean;
  isFavorite: boolean;
  /** "Updated Jan 05, 2025", or "Updated Jan 2025" on curator cards. */
  dateLabel: string | null;
  /** Machine-readable date for the <time> element. */
  dateTime: string | null;
}

/** A list with its body (HTML), or with the body's stored plain-text preview (search results). */
export type CardListInput = ({ content: string } | { preview: string }) & {
  id: number;
  slug: string;
  title: string;
  imageUrl: string | null;
  qualityScore: number | null;
  verificationStatus: string;
  isFree: boolean;
  isFavorite: boolean;
  author: string | null;
  authorOrg: string | null;
  updatedAt: Date;
  category: { name: string } | null;
  expert: { name: string; handle: string } | null;
  /** A draft (shown only in the staff preview) cannot be saved to favorites. */
  status?: string;
};

/** Who a list is by: its expert, linked to their curator page, else its author and organisation, unlinked. */
export function listByline(list: Pick<CardListInput, "expert" | "author" | "authorOrg">): ListCardData["byline"] {
  if (list.expert) return { name: list.expert.name, href: curatorHref(list.expert.handle) };
  const credit = [list.author, list.authorOrg].filter(Boolean).join(", ");
  return credit ? { name: credit, href: null } : null;
}

export function toListCardData(list: CardListInput, options: { previewLength: number; dates?: "day" | "month" }): ListCardData {
  const byline = listByline(list);
  const date = options.dates === "month" ? formatMonthYear(list.updatedAt) : formatDate(list.updatedAt);
  return {
    key: String(list.id),
    id: list.id,
    title: list.title,
    href: listHref(list.slug),
    imageUrl: list.imageUrl || DEFAULT_LIST_IMAGE,
    categoryName: list.category?.name ?? null,
    byline,
    preview: "content" in list ? previewText(list.content, options.previewLength) : cutText(list.preview, options.previewLength),
    qualityScore: list.qualityScore,
    verificationStatus: list.verificationStatus,
    isFree: list.isFree,
    isFavorite: list.isFavorite,
    dateLabel: `Updated ${date}`,
    dateTime: list.updatedAt.toISOString(),
  };
}

export function sampleListCardData(sample: SampleList): ListCardData {
  return {
    key: sample.key,
    id: null,
    title: sample.title,
    href: null,
    imageUrl: sample.imageUrl,
    categoryName: sample.categoryName,
    byline: { name: sample.expertName, href: null },
    preview: sample.summary,
    qualityScore: sample.qualityScore,
    verificationStatus: sample.verificationStatus,
    isFree: sample.isFree,
    isFavorite: false,
    dateLabel: null,
    dateTime: null,
  };
}

/** Whether a card shows its quality badge: at 90+ on home cards, 80+ elsewhere. */
export function showsQualityBadge(score: number | null, threshold: number): boolean {
  return score !== null && score >= threshold;
}

/** Quality badge thresholds: home cards from 90, trending, search and the other grids from 80. */
export const QUALITY_BADGE_FROM = { home: 90, listing: 80 } as const;

import { formatDate } from "@/lib/format";
import { formatTimeAgo, timeAgoChangesAt } from "@/lib/time-ago";
import type { PublicList } from "@/lib/lists/public-list";
import { isVerificationPastDue, verificationDueAt } from "@/lib/reverification/rule";
import { safeExternalUrl } from "@/components/public/external-url";
import { DEFAULT_EXPERT_IMAGE, listByline } from "@/components/public/list-card-data";
import { categoryHref, curatorHref } from "@/components/public/links";
import { siteImageAttributes, type ImageAttributes } from "@/components/public/site-image";

// What a list page's header and sidebar show, worked out on the server: dates are formatted and "5 days
// ago" is counted here, so the client views that render them only place text and the browser's clock or
// time zone can never make the page differ from its HTML.

export interface DateLabel {
  /** Machine-readable, for the <time> element. */
  dateTime: string;
  /** "Nov 22, 2026" */
  label: string;
}

export interface ListHeaderData {
  id: number;
  title: string;
  verificationStatus: string;
  isFree: boolean;
  qualityScore: number | null;
  /** The expert with a link to their page, or the author and organisation without one. */
  byline: { name: string; href: string | null } | null;
  updated: DateLabel;
  /** Shown once the list has been verified, or when its re-verification is due. */
  verification: { lastVerified: (DateLabel & { ago: string }) | null; due: boolean } | null;
  sourceUrl: string | null;
}

export interface ListSidebarData {
  list: { id: number; title: string };
  expert: {
    id: number;
    name: string;
    href: string;
    image: ImageAttributes;
    verified: boolean;
    specialty: string | null;
    credibilityScore: number | null;
  } | null;
  category: { name: string; href: string } | null;
}

function dateLabel(date: Date): DateLabel {
  return { dateTime: date.toISOString(), label: formatDate(date) };
}

/**
 * When the header would next read differently with no edit ("5 days ago" turning into 6, the due badge
 * appearing): the page is kept until then. Null: never by the clock alone.
 */
export function listHeaderChangesAt(list: PublicList, now = new Date()): Date | null {
  const moments = [list.lastVerifiedAt && timeAgoChangesAt(list.lastVerifiedAt, now), verificationDueAt(list, now)].filter((moment) => moment instanceof Date);
  return moments.length ? new Date(Math.min(...moments.map((moment) => moment.getTime()))) : null;
}

export function listHeaderData(list: PublicList, now = new Date()): ListHeaderData {
  const due = isVerificationPastDue(list, now);
  return {
    id: list.id,
    title: list.title,
    verificationStatus: list.verificationStatus,
    isFree: list.isFree,
    qualityScore: list.qualityScore,
    byline: listByline(list),
    updated: dateLabel(list.updatedAt),
    verification:
      list.lastVerifiedAt || due
        ? { lastVerified: list.lastVerifiedAt && { ...dateLabel(list.lastVerifiedAt), ago: formatTimeAgo(list.lastVerifiedAt, now) }, due }
        : null,
    sourceUrl: safeExternalUrl(list.sourceUrl),
  };
}

export function listSidebarData(list: PublicList): ListSidebarData {
  const { expert, category } = list;
  return {
    list: { id: list.id, title: list.title },
    expert: expert && {
      id: expert.id,
      name: expert.name,
      href: curatorHref(expert.handle),
      image: siteImageAttributes({ src: expert.imageUrl || DEFAULT_EXPERT_IMAGE, alt: `Portrait of ${expert.name}`, width: 72, height: 72 }),
      verified: expert.verified,
      specialty: expert.specialty,
      credibilityScore: expert.credibilityScore,
    },
    category: category && { name: category.name, href: categoryHref(category.slug) },
  };
}

// The content calls' answers as the browser receives them (dates as ISO text).

export interface ListRow {
  id: number;
  title: string;
  slug: string;
  imageUrl: string | null;
  categoryId: number | null;
  categoryName: string | null;
  author: string | null;
  status: string;
  createdById: string | null;
  openReports: number;
  updatedAt: string;
}

export interface ListPage {
  items: ListRow[];
  total: number;
  page: number;
  pageSize: number;
}

/** A list as the editor loads it; a copy has no id yet. */
export interface EditableListJson {
  id?: number;
  title: string;
  slug: string;
  content: string;
  imageUrl: string | null;
  sourceUrl: string | null;
  methodology: string | null;
  verificationStatus: "community" | "verified";
  qualityScore: number | null;
  affiliateDisclosure: boolean;
  lastVerifiedAt: string | null;
  categoryId: number | null;
  expertId: number | null;
  author: string | null;
  authorOrg: string | null;
  isFree: boolean;
  isFavorite: boolean;
  status: "draft" | "published";
  colorOptions: string[];
  createdById?: string | null;
}

export interface VersionJson {
  id: number;
  versionNumber: number;
  title: string;
  content: string | null;
  restoredFrom: number | null;
  createdBy: string | null;
  createdAt: string;
}

export interface NamedOption {
  id: number;
  name: string;
}

const dateFormat = new Intl.DateTimeFormat("en-US", { month: "short", day: "2-digit", year: "numeric" });
const dateTimeFormat = new Intl.DateTimeFormat("en-US", { month: "short", day: "2-digit", year: "numeric", hour: "numeric", minute: "2-digit" });

export const formatDay = (iso: string) => dateFormat.format(new Date(iso));
export const formatMoment = (iso: string) => dateTimeFormat.format(new Date(iso));

/** The text of an HTML body, for previews (tags dropped, whitespace collapsed). */
export function plainText(html: string | null): string {
  return (html ?? "")
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, " ")
    .trim();
}

// Shapes of the demo content. Dates are given as days before the moment of seeding, so a fresh demo
// always spans the last two years.

export interface SeedCategory {
  name: string;
  slug: string;
  sortOrder: number;
}

export interface SeedSecondaryCategory {
  name: string;
  slug: string;
  sortOrder: number;
}

export interface SeedExpert {
  handle: string;
  name: string;
  specialty: string;
  bio: string;
  imageUrl: string; // a file under public/, e.g. /images/demo/experts/maya-chen.svg
  verified: boolean;
  credibilityScore: number; // 0-100
  socials: { website?: string; email?: string; twitter?: string; linkedin?: string };
  sortOrder: number;
}

export interface SeedList {
  slug: string; // lowercase letters, digits and hyphens
  title: string;
  categorySlug: string;
  expertHandle: string | null; // null: credited to author / authorOrg only
  author: string | null;
  authorOrg: string | null;
  verificationStatus: "verified" | "community";
  qualityScore: number; // 40-98
  isFree: boolean;
  status: "published" | "draft";
  /** HTML: h2/h3 headings, p, ol/ul/li, a href, strong/em, blockquote; no scripts, no inline styles. */
  content: string;
  methodology: string;
  sourceUrl: string;
  imageUrl: string; // a file under public/, e.g. /images/demo/lists/travel-1.svg
  affiliateDisclosure: boolean;
  colorOptions: string[]; // hex colours, may be empty
  createdDaysAgo: number;
  updatedDaysAgo: number; // <= createdDaysAgo
  lastVerifiedDaysAgo: number | null;
}

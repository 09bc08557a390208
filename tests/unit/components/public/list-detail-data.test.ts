import { describe, expect, it } from "vitest";
import { listHeaderData, listSidebarData } from "@/components/public/list-detail/list-detail-data";
import { DEFAULT_EXPERT_IMAGE } from "@/components/public/list-card-data";
import type { PublicList } from "@/lib/lists/public-list";

const now = new Date("2026-11-27T12:00:00Z");

const list: PublicList = {
  id: 7,
  slug: "carry-on-checklist",
  title: "Carry-On Checklist",
  content: "<ul><li>Pack light</li></ul>",
  expertId: 3,
  categoryId: 2,
  verificationStatus: "verified",
  isFree: true,
  isFavorite: false,
  qualityScore: 93,
  author: "Ann Lee",
  authorOrg: "Open Road Co.",
  methodology: null,
  sourceUrl: "https://example.org/source",
  imageUrl: null,
  affiliateDisclosure: false,
  status: "published",
  colorOptions: [],
  lastVerifiedAt: new Date("2026-11-22T08:00:00Z"),
  publishedAt: new Date("2026-03-12T08:00:00Z"),
  createdAt: new Date("2026-03-01T08:00:00Z"),
  updatedAt: new Date("2026-11-20T08:00:00Z"),
  category: { id: 2, name: "Travel", slug: "travel" },
  expert: { id: 3, name: "Dr. Maya Chen", handle: "maya-chen", imageUrl: null, specialty: "Itineraries", verified: true, credibilityScore: 92 },
};

describe("listHeaderData", () => {
  it("formats the dates on the server, with the machine-readable form for <time>", () => {
    const data = listHeaderData(list, now);
    expect(data.updated).toEqual({ dateTime: "2026-11-20T08:00:00.000Z", label: "Nov 20, 2026" });
    expect(data.verification).toEqual({
      lastVerified: { dateTime: "2026-11-22T08:00:00.000Z", label: "Nov 22, 2026", ago: "5 days ago" },
      due: false,
    });
  });

  it("links the byline to the expert, or credits author and organisation without a link", () => {
    expect(listHeaderData(list, now).byline).toEqual({ name: "Dr. Maya Chen", href: "/curators/maya-chen" });
    expect(listHeaderData({ ...list, expert: null }, now).byline).toEqual({ name: "Ann Lee, Open Road Co.", href: null });
    expect(listHeaderData({ ...list, expert: null, author: null, authorOrg: null }, now).byline).toBeNull();
  });

  it("marks a list never verified since a publication past the re-verification age as due", () => {
    const data = listHeaderData({ ...list, lastVerifiedAt: null, publishedAt: new Date("2024-01-01T00:00:00Z") }, now);
    expect(data.verification).toEqual({ lastVerified: null, due: true });
  });

  it("shows no verification line for a recent list never verified", () => {
    expect(listHeaderData({ ...list, lastVerifiedAt: null }, now).verification).toBeNull();
  });

  it("drops a source address that is not http(s)", () => {
    expect(listHeaderData(list, now).sourceUrl).toBe("https://example.org/source");
    expect(listHeaderData({ ...list, sourceUrl: "javascript:alert(1)" }, now).sourceUrl).toBeNull();
  });
});

describe("listSidebarData", () => {
  it("gives the expert's page, portrait (the default one when none is set) and scores", () => {
    const { expert } = listSidebarData(list);
    expect(expert).toMatchObject({ id: 3, name: "Dr. Maya Chen", href: "/curators/maya-chen", verified: true, credibilityScore: 92 });
    expect(expert?.image).toMatchObject({ src: DEFAULT_EXPERT_IMAGE, alt: "Portrait of Dr. Maya Chen", width: 72, height: 72, loading: "lazy" });
  });

  it("links the category to its topic page, and Trending to /trending", () => {
    expect(listSidebarData(list).category).toEqual({ name: "Travel", href: "/topics/travel" });
    expect(listSidebarData({ ...list, category: { id: 9, name: "Trending", slug: "trending" } }).category?.href).toBe("/trending");
  });

  it("leaves out the expert and category cards when the list has neither", () => {
    expect(listSidebarData({ ...list, expert: null, category: null })).toEqual({ list: { id: 7, title: "Carry-On Checklist" }, expert: null, category: null });
  });
});

import { describe, expect, it } from "vitest";
import { articleJsonLd, breadcrumbJsonLd, personJsonLd, twitterUrl } from "@/lib/seo/json-ld";
import { serializeJsonLd } from "@/lib/seo/serialize-json-ld";

const base = {
  slug: "packing-list",
  title: "Packing List",
  description: "What to pack.",
  imageUrl: "/images/demo/lists/travel-1.svg",
  updatedAt: new Date("2025-01-05T10:00:00Z"),
  publishedAt: new Date("2024-12-01T10:00:00Z"),
  expert: null,
  author: null,
  authorOrg: null,
  siteTitle: "the Lists",
};

describe("serializeJsonLd", () => {
  it("escapes < so a stored title cannot close the script element", () => {
    const json = serializeJsonLd({ headline: "</script><script>alert(1)</script>" });
    expect(json).not.toContain("<");
    expect(json).toContain("\\u003c/script>");
    expect(JSON.parse(json).headline).toBe("</script><script>alert(1)</script>");
  });
});

describe("articleJsonLd", () => {
  it("credits the expert as a Person with their curator page", () => {
    const data = articleJsonLd({ ...base, expert: { name: "Dr. Maya Chen", handle: "maya-chen" } });
    expect(data["@type"]).toBe("Article");
    expect(data.author).toEqual({ "@type": "Person", name: "Dr. Maya Chen", url: expect.stringMatching(/\/curators\/maya-chen$/) });
    expect(data.dateModified).toBe("2025-01-05T10:00:00.000Z");
    expect(data.publisher).toMatchObject({ "@type": "Organization", name: "the Lists" });
    expect(data.image).toMatch(/^https?:\/\/.+\/images\/demo\/lists\/travel-1\.svg$/);
  });

  it("credits an organization when only authorOrg is known", () => {
    expect(articleJsonLd({ ...base, authorOrg: "Open Road Co." }).author).toEqual({ "@type": "Organization", name: "Open Road Co." });
  });

  it("credits the author with their organization as affiliation", () => {
    expect(articleJsonLd({ ...base, author: "Ann Lee", authorOrg: "Open Road Co." }).author).toEqual({
      "@type": "Person",
      name: "Ann Lee",
      affiliation: { "@type": "Organization", name: "Open Road Co." },
    });
  });
});

describe("other structured data", () => {
  it("numbers breadcrumb positions from 1 with absolute URLs", () => {
    const data = breadcrumbJsonLd([{ name: "Home", path: "/" }, { name: "Travel", path: "/topics/travel" }, { name: "Packing List" }]);
    const items = data.itemListElement as { position: number; name: string; item?: string }[];
    expect(items.map((item) => item.position)).toEqual([1, 2, 3]);
    expect(items[1].item).toMatch(/^https?:\/\/.+\/topics\/travel$/);
    expect(items[2].item).toBeUndefined();
  });

  it("describes a curator as a Person with only http(s) profiles in sameAs", () => {
    const data = personJsonLd({
      name: "Dr. Maya Chen",
      handle: "maya-chen",
      specialty: "Travel logistics",
      bio: null,
      imageUrl: null,
      socials: { website: "javascript:alert(1)", twitter: "@maya", linkedin: "https://www.linkedin.com/in/maya" },
    });
    expect(data).toMatchObject({ "@type": "Person", name: "Dr. Maya Chen", jobTitle: "Travel logistics" });
    expect(data.sameAs).toEqual(["https://www.linkedin.com/in/maya", "https://x.com/maya"]);
  });

  it("links a twitter handle to x.com without the @", () => {
    expect(twitterUrl("@mayachentravels")).toBe("https://x.com/mayachentravels");
    expect(twitterUrl("mayachentravels")).toBe("https://x.com/mayachentravels");
    expect(twitterUrl("https://x.com/someone")).toBe("https://x.com/someone");
  });
});

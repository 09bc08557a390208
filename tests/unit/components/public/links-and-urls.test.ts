import { describe, expect, it } from "vitest";
import { topicLinks } from "@/components/public/topic-links";
import { withTrendingFirst } from "@/components/public/topic-link-items";
import { curatorLinks } from "@/components/public/curator/curator-links";
import { mailtoUrl, safeExternalUrl } from "@/components/public/external-url";
import { filterUrl } from "@/components/public/filter-form";
import { categoryHref } from "@/components/public/links";
import { pageHref, pageWindow } from "@/components/public/pagination-links";
import { readSearchPage } from "@/lib/lists/search-page";

describe("category links", () => {
  it("opens /trending for the trending category and the topic page for the others", () => {
    expect(categoryHref("trending")).toBe("/trending");
    expect(categoryHref("travel")).toBe("/topics/travel");
  });

  it("puts Trending first, then the categories in the order given", () => {
    const links = withTrendingFirst(topicLinks([
      { id: 1, name: "Travel", slug: "travel" },
      { id: 2, name: "Money", slug: "money" },
    ]));
    expect(links.map((link) => [link.name, link.href])).toEqual([
      ["Trending", "/trending"],
      ["Travel", "/topics/travel"],
      ["Money", "/topics/money"],
    ]);
  });

  it("lets a category named trending take the Trending place instead of repeating it", () => {
    const links = withTrendingFirst(topicLinks([
      { id: 1, name: "Travel", slug: "travel" },
      { id: 9, name: "Hot Right Now", slug: "trending" },
    ]));
    expect(links.map((link) => link.href)).toEqual(["/topics/travel", "/trending"]);
  });

  it("shows the seven default categories, as searches, when there are no categories", () => {
    const links = withTrendingFirst(topicLinks([]));
    expect(links).toHaveLength(8);
    expect(links[0].href).toBe("/trending");
    expect(links.slice(1).every((link) => link.href.startsWith("/search?q="))).toBe(true);
  });
});

describe("outside links", () => {
  it("accepts only http and https addresses", () => {
    expect(safeExternalUrl("https://example.com/a")).toBe("https://example.com/a");
    expect(safeExternalUrl("javascript:alert(1)")).toBeNull();
    expect(safeExternalUrl("data:text/html,hi")).toBeNull();
    expect(safeExternalUrl("not a url")).toBeNull();
    expect(safeExternalUrl("")).toBeNull();
  });

  it("builds mailto links only for plausible addresses", () => {
    expect(mailtoUrl("maya@example.com")).toBe("mailto:maya@example.com");
    expect(mailtoUrl("maya")).toBeNull();
    expect(mailtoUrl("a@b.com?bcc=x@y.com><script")).toBeNull();
  });

  it("lists a curator's present links in order: website, contact, social handle, LinkedIn", () => {
    const links = curatorLinks({
      website: "https://mayachen.example.com",
      email: "maya@example.com",
      twitter: "@mayachentravels",
      linkedin: "https://www.linkedin.com/in/maya",
    });
    expect(links.map((link) => [link.label, link.href, link.external])).toEqual([
      ["Website", "https://mayachen.example.com/", true],
      ["Contact", "mailto:maya@example.com", false],
      ["@mayachentravels", "https://x.com/mayachentravels", true],
      ["LinkedIn", "https://www.linkedin.com/in/maya", true],
    ]);
  });

  it("leaves out links that are missing or unsafe", () => {
    expect(curatorLinks({ website: "javascript:alert(1)", linkedin: "https://www.linkedin.com/in/x" }).map((link) => link.kind)).toEqual([
      "linkedin",
    ]);
    expect(curatorLinks({})).toEqual([]);
  });
});

describe("filter and page addresses", () => {
  it("drops blank form fields from a filter address", () => {
    const data = new FormData();
    data.append("q", " carry on ");
    data.append("category", "");
    data.append("minScore", "90");
    expect(filterUrl("/search", data)).toBe("/search?q=carry+on&minScore=90");
    expect(filterUrl("/topics/travel", new FormData())).toBe("/topics/travel");
  });

  it("keeps the filters when paging and leaves page 1 out", () => {
    expect(pageHref("/search", { q: "check", category: undefined, page: "2" }, 3)).toBe("/search?q=check&page=3");
    expect(pageHref("/topics/travel", { sort: "title" }, 1)).toBe("/topics/travel?sort=title");
  });

  it("shows the first, last and nearby pages with gaps", () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(5, 10)).toEqual([1, null, 3, 4, 5, 6, 7, null, 10]);
    expect(pageWindow(2, 4)).toEqual([1, 2, 3, 4]);
  });
});

describe("readSearchPage", () => {
  it("reads valid filters and the page", () => {
    expect(readSearchPage({ q: "check", verification: "verified", minScore: "80", page: "2" })).toEqual({
      filters: { q: "check", category: undefined, verification: "verified", minScore: 80 },
      page: 2,
      errors: [],
    });
  });

  it("explains a bad minScore or verification instead of searching", () => {
    const result = readSearchPage({ q: "check", minScore: "abc", verification: "experts" });
    expect(result.filters).toBeNull();
    expect(result.errors).toEqual(["verification must be verified, community or all.", "minScore must be a whole number from 0 to 100."]);
  });

  it("explains a minScore above 100", () => {
    expect(readSearchPage({ minScore: "101" }).errors).toEqual(["minScore must be a whole number from 0 to 100."]);
  });
});

describe("filterUrl defaults", () => {
  it("leaves values at their default out of the address", () => {
    const data = new FormData();
    data.append("sort", "recent");
    data.append("expert", "");
    data.append("type", "free");
    expect(filterUrl("/topics/travel", data, { sort: "recent", type: "all" })).toBe("/topics/travel?type=free");
  });
});

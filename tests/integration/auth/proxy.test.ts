import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it } from "vitest";
import { MISSING_PAGE_HEADER } from "@/lib/public/missing-pages";
import { config, proxy } from "@/proxy";
import { createCategory, createExpert, createList } from "@/tests/support/integration/fixtures";
import { testEnv } from "@/tests/support/integration/env";
import { db } from "@/lib/db";
import { countCuratorDirectoryPages } from "@/lib/experts/directory";
import { invalidateLocally } from "@/lib/cache/invalidate";
import { cacheTags } from "@/lib/cache/tags";

const setEnv = testEnv();

function visit(path: string, cookie?: string) {
  return proxy(new NextRequest(new URL(path, "http://localhost:3000"), { headers: cookie ? { cookie } : {} }));
}

describe("the request guard (proxy.ts)", () => {
  it("runs for the home page, /admin, /profile, /preview, the list, topic and curator pages (with their later pages) and the curators directory (with its later pages) only", () => {
    expect(config.matcher).toEqual(["/", "/admin/:path*", "/profile/:path*", "/preview", "/lists/:slug", "/topics/:slug", "/topics/:slug/f/:filters", "/curators", "/curators/page/:page", "/curators/:handle", "/curators/:handle/page/:page"]);
  });

  it("sends /curators?page=N to the directory page's own address", async () => {
    const redirect = async (path: string) => {
      const response = await visit(path);
      return response.status === 308 ? new URL(response.headers.get("location")!).pathname : null;
    };
    expect(await redirect("/curators")).toBeNull();
    expect(await redirect("/curators?page=1")).toBeNull();
    expect(await redirect("/curators?page=3")).toBe("/curators/page/3");
    expect(await redirect("/curators?page=003")).toBe("/curators/page/3");
    // The page says what was wrong with a value that is not a page number.
    expect(await redirect("/curators?page=two")).toBe("/curators/page/two");
  });

  it("sends /?preview=true with a session cookie to the preview page, which decides; without a cookie the home page is served", async () => {
    const rewrite = (response: Response) => response.headers.get("x-middleware-rewrite");
    expect(rewrite(await visit("/?preview=true", "next-auth.session-token=abc"))).toBe("http://localhost:3000/preview");
    expect(rewrite(await visit("/?preview=true"))).toBeNull();
    expect(rewrite(await visit("/?preview=yes", "next-auth.session-token=abc"))).toBeNull();
    expect(rewrite(await visit("/", "next-auth.session-token=abc"))).toBeNull();
  });

  it("sends a visitor without a session cookie from /profile to /", async () => {
    const response = await visit("/profile?tab=following");
    expect(response.status).toBe(307);
    expect(response.headers.get("location")).toBe("http://localhost:3000/");
  });

  it("lets /admin through without a session cookie: the page shows its sign-in screen", async () => {
    expect((await visit("/admin")).headers.get("location")).toBeNull();
  });

  it("gives /admin and /profile a fresh nonce-based policy without 'unsafe-inline' scripts, and hands the nonce to Next", async () => {
    setEnv({ SITE_URL: "http://localhost:3000" });
    const first = await visit("/profile", "next-auth.session-token=abc");
    const second = await visit("/admin");
    const policies = [first, second].map((response) => response.headers.get("content-security-policy")!);
    const nonces = policies.map((policy) => policy.match(/'nonce-([^']+)'/)?.[1]);
    expect(nonces[0]).toBeTruthy();
    expect(nonces[0]).not.toBe(nonces[1]);
    for (const policy of policies) {
      const scripts = policy.split("; ").find((directive) => directive.startsWith("script-src"))!;
      expect(scripts).not.toContain("'unsafe-inline'");
      expect(policy).toContain("object-src 'none'");
      expect(policy).toContain("base-uri 'self'");
      expect(policy).toContain("frame-ancestors 'self'");
      expect(policy).not.toContain("upgrade-insecure-requests");
    }
    // Next reads the policy (and so the nonce) from the forwarded request headers.
    expect(first.headers.get("x-middleware-request-content-security-policy")).toBe(policies[0]);
  });

  it("checks the __Secure- cookie and upgrades requests when SITE_URL is https", async () => {
    setEnv({ SITE_URL: "https://lists.example" });
    expect((await visit("/profile", "next-auth.session-token=abc")).status).toBe(307);
    const response = await visit("/profile", "__Secure-next-auth.session-token=abc");
    expect(response.headers.get("location")).toBeNull();
    expect(response.headers.get("content-security-policy")).toContain("upgrade-insecure-requests");
  });
});

describe("the request guard for missing lists, topics and curators", () => {
  beforeAll(async () => {
    const category = await createCategory({ name: "Proxy Topic", slug: "proxy-topic" });
    await createCategory({ name: "Proxy Hidden", slug: "proxy-hidden", isVisible: false });
    await createExpert({ name: "Proxy Curator", handle: "proxy-curator" });
    const moved = await createExpert({ name: "Moved Curator", handle: "moved_curator" });
    const movedList = await createList({ slug: "proxy-moved", categoryId: category.id });
    await db.addressRedirect.createMany({
      data: [
        { section: "lists", oldSlug: "-proxy-moved-", targetId: movedList.id },
        { section: "curators", oldSlug: "moved_curator_", targetId: moved.id },
        { section: "topics", oldSlug: "proxy-topic-", targetId: category.id },
      ],
    });
    await createList({ slug: "proxy-published", categoryId: category.id });
    await createList({ slug: "proxy-draft", status: "draft", categoryId: category.id });
  });

  // A rewrite to an address no route matches is how Next.js serves app/not-found.tsx with status 404.
  const missingScreen = async (path: string) => {
    const response = await visit(path);
    const rewrite = response.headers.get("x-middleware-rewrite");
    return rewrite ? { to: new URL(rewrite).pathname, screen: response.headers.get(`x-middleware-request-${MISSING_PAGE_HEADER}`) } : null;
  };

  it("lets existing published lists, visible topics and curators through untouched", async () => {
    for (const path of ["/lists/proxy-published", "/topics/proxy-topic", "/curators/proxy-curator", "/curators/moved_curator"]) {
      expect(await missingScreen(path)).toBeNull();
    }
  });

  it("sends a missing or unpublished list, a missing or hidden topic and a missing curator to their not-found screen", async () => {
    expect(await missingScreen("/lists/no-such-list")).toEqual({ to: "/_missing", screen: "list" });
    expect(await missingScreen("/lists/proxy-draft")).toEqual({ to: "/_missing", screen: "list" });
    expect(await missingScreen("/lists/Not%20A%20Slug")).toEqual({ to: "/_missing", screen: "list" });
    expect(await missingScreen("/topics/no-such-topic")).toEqual({ to: "/_missing", screen: "topic" });
    expect(await missingScreen("/topics/proxy-hidden")).toEqual({ to: "/_missing", screen: "topic" });
    expect(await missingScreen("/curators/nobody")).toEqual({ to: "/_missing", screen: "curator" });
    expect(await missingScreen("/curators/%E0%A4%A")).toEqual({ to: "/_missing", screen: "curator" });
  });

  it("redirects an address that moved under the address rule to the current one, keeping the query", async () => {
    const location = async (path: string) => {
      const response = await visit(path);
      return { status: response.status, location: response.headers.get("location") };
    };
    expect(await location("/lists/-proxy-moved-")).toEqual({ status: 308, location: "http://localhost:3000/lists/proxy-moved" });
    expect(await location("/curators/moved_curator_")).toEqual({ status: 308, location: "http://localhost:3000/curators/moved_curator" });
    expect(await location("/topics/proxy-topic-?sort=title")).toEqual({ status: 308, location: "http://localhost:3000/topics/proxy-topic?sort=title" });
    expect((await visit("/lists/-proxy-moved-")).headers.get("cache-control")).toBe("no-cache");
  });

  it("gives a moved address to the record that takes it later, even one the public may not see", async () => {
    const movedList = await db.contentList.findUniqueOrThrow({ where: { slug: "proxy-moved" } });
    await db.addressRedirect.create({ data: { section: "lists", oldSlug: "proxy-taken-later", targetId: movedList.id } });
    await createList({ slug: "proxy-taken-later", status: "draft" });
    const hidden = await createCategory({ name: "Taken Later", slug: "proxy-topic-taken", isVisible: false });
    await db.addressRedirect.create({ data: { section: "topics", oldSlug: "proxy-topic-taken", targetId: movedList.categoryId! } });
    invalidateLocally([cacheTags.lists, cacheTags.categories]);
    expect(await missingScreen("/lists/proxy-taken-later")).toEqual({ to: "/_missing", screen: "list" });
    expect(await missingScreen(`/topics/${hidden.slug}`)).toEqual({ to: "/_missing", screen: "topic" });
  });
});

describe("the request guard for a topic's filters", () => {
  beforeAll(async () => {
    const category = await createCategory({ name: "Filter Topic", slug: "filter-topic" });
    const expert = await createExpert({ name: "Filter Curator", handle: "filter-curator" });
    for (let index = 0; index < 14; index++) await createList({ slug: `filter-list-${index}`, categoryId: category.id, expertId: expert.id });
  });

  const rewriteOf = async (path: string) => {
    const response = await visit(path);
    const rewrite = response.headers.get("x-middleware-rewrite");
    return rewrite ? new URL(rewrite).pathname : null;
  };
  const segmentOf = async (query: string) => (await rewriteOf(`/topics/filter-topic?${query}`))?.replace("/topics/filter-topic/f/", "");

  it("gives each combination of usable values one cached address", async () => {
    const segment = await segmentOf("sort=title&expert=filter-curator&page=2");
    expect(segment).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(await segmentOf("page=2&expert=filter-curator&sort=title&utm_source=mail")).toBe(segment);
    expect(await rewriteOf(`/topics/filter-topic/f/${segment}`)).toBeNull();
  });

  it("folds invented curators and pages past the last into one address per filter, which says what it ignored", async () => {
    const unknownCurator = await segmentOf("expert=nobody-at-all");
    expect(await segmentOf("expert=someone-else-entirely")).toBe(unknownCurator);
    expect(Buffer.from(unknownCurator!, "base64url").toString()).toBe("ignored=expert");
    // 14 lists make two pages: page 3 and page 999999 are the same "page ignored" address.
    expect(await segmentOf("page=3")).toBe(await segmentOf("page=999999"));
    expect(await segmentOf("page=2")).not.toBe(await segmentOf("page=3"));
  });

  it("answers an address the guard did not write, or one naming what does not exist, with the not-found page", async () => {
    const forged = (query: string) => `/topics/filter-topic/f/${Buffer.from(query).toString("base64url")}`;
    for (const path of [forged("sort=sideways"), forged("page=2&sort=title"), forged("expert=nobody-at-all"), forged("page=9"), "/topics/filter-topic/f/%2A%2A"]) {
      expect(await rewriteOf(path), path).toBe("/_missing");
    }
    expect(await rewriteOf(forged("sort=title").replace("filter-topic", "no-such-topic"))).toBe("/_missing");
  });
});

describe("the request guard for a curator's later pages", () => {
  beforeAll(async () => {
    const expert = await createExpert({ name: "Prolific Curator", handle: "prolific-curator" });
    await createExpert({ name: "Quiet Curator", handle: "quiet-curator" });
    // 50 published lists make three pages of 24; the draft counts for nothing.
    await db.contentList.createMany({
      data: Array.from({ length: 50 }, (_, index) => ({ title: `Prolific ${index}`, slug: `prolific-${index}`, status: "published", expertId: expert.id })),
    });
    await createList({ slug: "prolific-draft", status: "draft", expertId: expert.id });
  });

  const answer = async (path: string) => {
    const response = await visit(path);
    const rewrite = response.headers.get("x-middleware-rewrite");
    if (response.status === 308) return `redirect ${new URL(response.headers.get("location")!).pathname}`;
    return rewrite ? `not found (${response.headers.get(`x-middleware-request-${MISSING_PAGE_HEADER}`) ?? "page"})` : "rendered";
  };

  it("renders pages 2 to the last only, and answers anything else with the not-found page", async () => {
    expect(await answer("/curators/prolific-curator/page/2")).toBe("rendered");
    expect(await answer("/curators/prolific-curator/page/3")).toBe("rendered");
    for (const page of ["4", "999999", "1", "0", "02", "two", "%2A"]) {
      expect(await answer(`/curators/prolific-curator/page/${page}`), page).toBe("not found (page)");
    }
    expect(await answer("/curators/quiet-curator/page/2")).toBe("not found (page)");
    expect(await answer("/curators/nobody-here/page/2")).toBe("not found (curator)");
  });

  it("renders the curators directory's pages 2 to the last, and answers a page number past them with the not-found page", async () => {
    const pages = await countCuratorDirectoryPages();
    for (let page = 2; page <= pages; page++) expect(await answer(`/curators/page/${page}`)).toBe("rendered");
    for (const page of [String(pages + 1), "999999", "1"]) expect(await answer(`/curators/page/${page}`), page).toBe("not found (page)");
    // Where /curators?page=two leads: the first page, saying the number was ignored.
    expect(await answer("/curators/page/two")).toBe("rendered");
  });

  it("sends /curators/{handle}?page=N to the page's own address", async () => {
    expect(await answer("/curators/prolific-curator?page=2")).toBe("redirect /curators/prolific-curator/page/2");
    expect(await answer("/curators/prolific-curator?page=1")).toBe("rendered");
    expect(await answer("/curators/prolific-curator?page=two")).toBe("redirect /curators/prolific-curator/page/two");
  });

  it("follows a new list at once: a fourth page exists after the 73rd list", async () => {
    expect(await answer("/curators/prolific-curator/page/4")).toBe("not found (page)");
    const expert = await db.expert.findUniqueOrThrow({ where: { handle: "prolific-curator" } });
    await db.contentList.createMany({
      data: Array.from({ length: 23 }, (_, index) => ({ title: `More ${index}`, slug: `prolific-more-${index}`, status: "published", expertId: expert.id })),
    });
    expect(await answer("/curators/prolific-curator/page/4")).toBe("not found (page)");
    invalidateLocally([cacheTags.lists]);
    expect(await answer("/curators/prolific-curator/page/4")).toBe("rendered");
  });
});

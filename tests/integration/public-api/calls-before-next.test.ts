import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as viewList } from "@/app/api/public/lists/[id]/view/route";
import { POST as viewPage } from "@/app/api/public/views/route";
import { GET as search } from "@/app/api/public/search/route";
import { db } from "@/lib/db";
import { withCallsBeforeNext } from "@/lib/http/front-calls";
import { call, createCategory, createList } from "@/tests/support/integration/fixtures";

// server.ts answers GET /api/public/search and the list view beacon before Next.js; these check that its
// answers are the routes'.
process.env.SEARCH_CACHE_SECONDS = "0";
let listId = 0;
let topicId = 0;

let server: Server;
let base = "";
const passedOn: string[] = [];

beforeAll(async () => {
  const travel = await createCategory({ name: "Front Travel", slug: "front-travel" });
  topicId = travel.id;
  listId = (await createList({ slug: "front-lantern-walks", title: "Lantern Walks", qualityScore: 90, categoryId: travel.id, content: "<p>Bring a lantern.</p>" })).id;
  await createList({ slug: "front-packing-list", title: "Packing List for Lantern Nights", qualityScore: 70, categoryId: travel.id, content: "<p>Pack light.</p>" });
  server = createServer(
    withCallsBeforeNext((request, response) => {
      passedOn.push(`${request.method} ${request.url}`);
      response.writeHead(418).end();
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
});

async function bothAnswers(query: string) {
  const path = `/api/public/search${query}`;
  const viaRoute = await call(search, path);
  const response = await fetch(base + path);
  const text = await response.text();
  return { viaRoute, viaFront: { status: response.status, headers: response.headers, text } };
}

describe("searches answered before Next.js", () => {
  it("answer what the route answers: status, body, total and caching headers", async () => {
    for (const query of ["?q=lantern", "?q=lantern&limit=1&offset=1", "?category=front-travel", "?q=lanten", "?minScore=101", "?q=x&limit=0", "?q=%00", "?verification=trusted"]) {
      const { viaRoute, viaFront } = await bothAnswers(query);
      expect(viaFront.status, query).toBe(viaRoute.status);
      expect(viaFront.text, query).toBe(viaRoute.text);
      for (const header of ["content-type", "cache-control", "x-total-count", "vary"]) {
        expect(viaFront.headers.get(header), `${query} ${header}`).toBe(viaRoute.headers.get(header));
      }
    }
  });

  it("find the lists (a sanity check that the answers compared are real ones)", async () => {
    const response = await fetch(`${base}/api/public/search?q=lantern`);
    const slugs = ((await response.json()) as { slug: string }[]).map((list) => list.slug);
    expect(slugs).toEqual(expect.arrayContaining(["front-lantern-walks", "front-packing-list"]));
    expect(response.headers.get("x-total-count")).toBe("2");
  });

  it("carry the headers every public answer carries", async () => {
    const response = await fetch(`${base}/api/public/search?q=lantern`);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("content-security-policy")).toContain("object-src 'none'");
  });

  it("count against the search rate limit and answer 429 with Retry-After past it, as the route does", async () => {
    const previous = { disabled: process.env.RATE_LIMIT_DISABLED, limit: process.env.RATE_LIMIT_SEARCH_PER_MINUTE };
    process.env.RATE_LIMIT_DISABLED = "false";
    process.env.RATE_LIMIT_SEARCH_PER_MINUTE = "2";
    try {
      const statuses = [];
      for (let attempt = 0; attempt < 3; attempt++) statuses.push((await fetch(`${base}/api/public/search?q=lantern`)).status);
      expect(statuses).toEqual([200, 200, 429]);
      const limited = await fetch(`${base}/api/public/search?q=lantern`);
      expect(limited.status).toBe(429);
      expect(((await limited.json()) as { message: string }).message).toMatch(/^Too many searches\. Please try again in \d+ seconds?\.$/);
      expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    } finally {
      process.env.RATE_LIMIT_DISABLED = previous.disabled;
      process.env.RATE_LIMIT_SEARCH_PER_MINUTE = previous.limit;
    }
  });

});

describe("list view beacons answered before Next.js", () => {

  async function bothAnswers(id: string, headers: Record<string, string>) {
    const path = `/api/public/lists/${id}/view`;
    // A browser's request names the host it addressed; fetch sends it, a NextRequest built here needs it given.
    const routeRequest = new NextRequest(new URL(path, base), { method: "POST", headers: { ...headers, host: new URL(base).host } });
    const viaRoute = await viewList(routeRequest, { params: Promise.resolve({ id }) });
    const viaFront = await fetch(base + path, { method: "POST", headers });
    return { viaRoute: { status: viaRoute.status, text: await viaRoute.text() }, viaFront: { status: viaFront.status, text: await viaFront.text() } };
  }

  it("answer what the route answers: 204 counted, 404 for a list that is not public, 400 for a bad id, 403 from another site", async () => {
    const own = { origin: base, "user-agent": "parity" };
    const cases: [string, Record<string, string>, number][] = [
      [String(listId), own, 204],
      // Percent-encoded digits: the id is decoded as Next.js decodes route params, in both ways.
      [[...String(listId)].map((digit) => `%3${digit}`).join(""), own, 204],
      ["999999", own, 404],
      ["abc", own, 400],
      [String(listId), { origin: "https://elsewhere.example", "user-agent": "parity" }, 403],
      [String(listId), { "sec-fetch-site": "cross-site", "user-agent": "parity" }, 403],
    ];
    for (const [id, headers, status] of cases) {
      const { viaRoute, viaFront } = await bothAnswers(id, headers);
      expect(viaFront.status, `${id} ${JSON.stringify(headers)}`).toBe(status);
      expect(viaRoute.status, `${id} ${JSON.stringify(headers)}`).toBe(status);
      expect(viaFront.text).toBe(viaRoute.text);
    }
  });

  it("count a visitor once a day, as the route does, whatever browser they name", async () => {
    // A list this address has not viewed yet today.
    const fresh = await db.contentList.create({ data: { title: "Viewed once", slug: `viewed-once-${Date.now()}`, status: "published", publishedAt: new Date() } });
    const viewsOfFresh = async () => (await db.listViewDay.aggregate({ where: { listId: fresh.id }, _sum: { views: true } }))._sum.views ?? 0;
    for (const userAgent of ["front-visitor", "front-visitor", "another browser"]) {
      expect((await fetch(`${base}/api/public/lists/${fresh.id}/view`, { method: "POST", headers: { origin: base, "user-agent": userAgent } })).status).toBe(204);
    }
    expect(await viewsOfFresh()).toBe(1);
  });

  it("count against the view rate limit and answer 429 past it", async () => {
    const previous = { disabled: process.env.RATE_LIMIT_DISABLED, limit: process.env.RATE_LIMIT_VIEWS_PER_MINUTE };
    process.env.RATE_LIMIT_DISABLED = "false";
    process.env.RATE_LIMIT_VIEWS_PER_MINUTE = "1";
    try {
      const headers = { origin: base, "user-agent": "front-limited" };
      expect((await fetch(`${base}/api/public/lists/${listId}/view`, { method: "POST", headers })).status).toBe(204);
      const limited = await fetch(`${base}/api/public/lists/${listId}/view`, { method: "POST", headers });
      expect(limited.status).toBe(429);
      expect(((await limited.json()) as { message: string }).message).toMatch(/^Too many page views\./);
    } finally {
      process.env.RATE_LIMIT_DISABLED = previous.disabled;
      process.env.RATE_LIMIT_VIEWS_PER_MINUTE = previous.limit;
    }
  });
});

describe("page view beacons answered before Next.js", () => {
  const views = async (page: string) => (await db.pageViewDay.aggregate({ where: { page }, _sum: { views: true } }))._sum.views ?? 0;
  const json = { "content-type": "application/json" };

  async function bothAnswers(body: string, headers: Record<string, string>) {
    const path = "/api/public/views";
    const routeRequest = new NextRequest(new URL(path, base), { method: "POST", headers: { ...headers, host: new URL(base).host }, body });
    const viaRoute = await viewPage(routeRequest, { params: Promise.resolve({}) });
    const viaFront = await fetch(base + path, { method: "POST", headers, body });
    return { viaRoute: { status: viaRoute.status, text: await viaRoute.text() }, viaFront: { status: viaFront.status, text: await viaFront.text() } };
  }

  it("answer what the route answers: 204 counted, 404, 400 for a bad page or JSON, 413, 415, 403 from another site", async () => {
    const own = { origin: base, "user-agent": "parity", ...json };
    const cases: [string, Record<string, string>, number][] = [
      ['{"page":"home"}', own, 204],
      [JSON.stringify({ page: "topic", id: topicId }), own, 204],
      ['{"page":"topic","id":999999}', own, 404],
      ['{"page":"curator","id":999999}', own, 404],
      ['{"page":"nowhere"}', own, 400],
      ['{"page":"topic","id":"x"}', own, 400],
      ["{not json", own, 400],
      [`{"page":"home","pad":"${"x".repeat(1024 * 1024)}"}`, own, 413],
      ['{"page":"home"}', { ...own, "content-type": "text/plain" }, 415],
      ['{"page":"home"}', { ...own, origin: "https://elsewhere.example" }, 403],
      ['{"page":"home"}', { "sec-fetch-site": "cross-site", "user-agent": "parity", ...json }, 403],
    ];
    for (const [body, headers, status] of cases) {
      const label = `${body.slice(0, 40)} ${JSON.stringify(headers)}`;
      const { viaRoute, viaFront } = await bothAnswers(body, headers);
      expect(viaFront.status, label).toBe(status);
      expect(viaRoute.status, label).toBe(status);
      expect(viaFront.text, label).toBe(viaRoute.text);
    }
  });

  it("count a visitor once a day per page, as the route does, whatever browser they name", async () => {
    // A page this address has not viewed yet today.
    const topic = await db.category.create({ data: { name: "Viewed topic", slug: `viewed-topic-${Date.now()}` } });
    const send = (userAgent: string) =>
      fetch(`${base}/api/public/views`, { method: "POST", headers: { origin: base, "user-agent": userAgent, ...json }, body: JSON.stringify({ page: "topic", id: topic.id }) });
    for (const userAgent of ["front-page-visitor", "front-page-visitor", "another browser"]) expect((await send(userAgent)).status).toBe(204);
    expect(await views(`topic:${topic.id}`)).toBe(1);
  });
});

describe("calls left to Next.js", () => {
  it("are every other method and address", async () => {
    passedOn.length = 0;
    await fetch(`${base}/api/public/search?q=lantern`, { method: "HEAD" });
    await fetch(`${base}/api/public/search`, { method: "POST", body: "{}" });
    await fetch(`${base}/api/public/searches?q=lantern`);
    await fetch(`${base}/api/public/search/lantern`);
    await fetch(`${base}/search?q=lantern`);
    await fetch(`${base}/api/public/lists/${listId}/view`);
    await fetch(`${base}/api/public/lists/${listId}/related`, { method: "POST" });
    await fetch(`${base}/api/public/views`);
    await fetch(`${base}/api/public/views/home`, { method: "POST", body: "{}" });
    expect(passedOn).toEqual([
      "HEAD /api/public/search?q=lantern",
      "POST /api/public/search",
      "GET /api/public/searches?q=lantern",
      "GET /api/public/search/lantern",
      "GET /search?q=lantern",
      `GET /api/public/lists/${listId}/view`,
      `POST /api/public/lists/${listId}/related`,
      "GET /api/public/views",
      "POST /api/public/views/home",
    ]);
  });
});

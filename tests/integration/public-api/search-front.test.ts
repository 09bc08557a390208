import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as search } from "@/app/api/public/search/route";
import { withSearchAnswers } from "@/lib/http/search-front";
import { call, createCategory, createList } from "@/tests/support/integration/fixtures";

// server.ts answers GET /api/public/search before Next.js; these check that its answers are the route's.
process.env.SEARCH_CACHE_SECONDS = "0";

let server: Server;
let base = "";
const passedOn: string[] = [];

beforeAll(async () => {
  const travel = await createCategory({ name: "Front Travel", slug: "front-travel" });
  await createList({ slug: "front-lantern-walks", title: "Lantern Walks", qualityScore: 90, categoryId: travel.id, content: "<p>Bring a lantern.</p>" });
  await createList({ slug: "front-packing-list", title: "Packing List for Lantern Nights", qualityScore: 70, categoryId: travel.id, content: "<p>Pack light.</p>" });
  server = createServer(
    withSearchAnswers((request, response) => {
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

describe("searches answered in front of Next.js", () => {
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

  it("leave every other request to Next.js: other methods and addresses", async () => {
    passedOn.length = 0;
    await fetch(`${base}/api/public/search?q=lantern`, { method: "HEAD" });
    await fetch(`${base}/api/public/search`, { method: "POST", body: "{}" });
    await fetch(`${base}/api/public/searches?q=lantern`);
    await fetch(`${base}/api/public/search/lantern`);
    await fetch(`${base}/search?q=lantern`);
    expect(passedOn).toEqual(["HEAD /api/public/search?q=lantern", "POST /api/public/search", "GET /api/public/searches?q=lantern", "GET /api/public/search/lantern", "GET /search?q=lantern"]);
  });
});

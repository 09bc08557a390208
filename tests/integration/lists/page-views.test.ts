import { beforeAll, describe, expect, it } from "vitest";
import { POST as listView } from "@/app/api/public/lists/[id]/view/route";
import { POST as pageView } from "@/app/api/public/views/route";
import { getDashboardStats } from "@/lib/admin/stats";
import { db } from "@/lib/db";
import { SOCKET_ADDRESS_HEADER } from "@/lib/http/front-server";
import { callRoute, json } from "@/tests/support/integration/request-scope";
import { openTestDatabase } from "@/tests/support/integration/users";
import { createCategory, createExpert, createList } from "@/tests/support/integration/fixtures";


const SITE = { origin: "http://localhost:3000", host: "localhost:3000" };
const todayUtc = () => new Date(`${new Date().toISOString().slice(0, 10)}T00:00:00.000Z`);

/** A beacon from one visitor: their address comes from the socket, here the header server.ts sets. */
const beacon = (body: unknown, client = "203.0.113.1", userAgent = "Firefox") =>
  callRoute(pageView, "/api/public/views", { method: "POST", headers: { ...SITE, [SOCKET_ADDRESS_HEADER]: client, "user-agent": userAgent }, body });

const countsOf = async () =>
  Object.fromEntries((await db.pageViewDay.findMany({ where: { day: todayUtc() } })).map((row) => [row.page, row.views]));

beforeAll(openTestDatabase);

describe("page views of the whole public site", () => {
  it("counts home, trending, search, the curators directory, a topic and a curator, once per visitor per page per day", async () => {
    const topic = await createCategory({ slug: "views-topic" });
    const curator = await createExpert({ handle: "views_curator" });
    const pages = [{ page: "home" }, { page: "trending" }, { page: "search" }, { page: "curators" }, { page: "topic", id: topic.id }, { page: "curator", id: curator.id }];
    for (const page of pages) {
      expect((await beacon(page)).status).toBe(204);
      expect((await beacon(page)).status).toBe(204);
    }
    // Another browser name from the same address is the same visitor; another address is another.
    await beacon({ page: "home" }, "203.0.113.1", "Chromium");
    await beacon({ page: "home" }, "203.0.113.2");
    expect(await countsOf()).toEqual({ home: 2, trending: 1, search: 1, curators: 1, [`topic:${topic.id}`]: 1, [`curator:${curator.id}`]: 1 });
  });

  it("sums list pages and the other pages on the dashboard, and gives list views apart for trending", async () => {
    const before = await getDashboardStats();
    const list = await createList({ slug: "views-list" });
    const client = { [SOCKET_ADDRESS_HEADER]: "203.0.113.3" };
    const response = await callRoute(listView, `/api/public/lists/${list.id}/view`, { method: "POST", headers: { ...SITE, ...client }, params: { id: String(list.id) } });
    expect(response.status).toBe(204);
    await beacon({ page: "trending" }, "203.0.113.3");
    const after = await getDashboardStats();
    expect(after.listViews).toBe(before.listViews + 1);
    expect(after.pageViews).toBe(before.pageViews + 2);
  });

  it("answers 404 for a topic or curator that does not exist (or a hidden topic) and counts nothing", async () => {
    const hidden = await createCategory({ slug: "views-hidden", isVisible: false });
    const before = await countsOf();
    for (const body of [{ page: "topic", id: hidden.id }, { page: "topic", id: 999_999 }, { page: "curator", id: 999_999 }]) {
      const response = await beacon(body, "203.0.113.4");
      expect(response.status).toBe(404);
      expect((await json<{ message: string }>(response)).message).toMatch(/not found/);
    }
    expect(await countsOf()).toEqual(before);
  });

  it("answers 400 with a message for a page it does not know or a missing id", async () => {
    for (const body of [{ page: "admin" }, { page: "topic" }, {}, { page: "curator", id: "seven" }]) {
      const response = await beacon(body);
      expect(response.status).toBe(400);
      expect((await json<{ message: string }>(response)).message).toMatch(/^Invalid request body/);
    }
  });

  it("is rate limited like list views", async () => {
    const previous = process.env.RATE_LIMIT_DISABLED;
    process.env.RATE_LIMIT_DISABLED = "false";
    process.env.RATE_LIMIT_VIEWS_PER_MINUTE = "2";
    try {
      expect((await beacon({ page: "home" }, "203.0.113.5", "Agent 1")).status).toBe(204);
      expect((await beacon({ page: "home" }, "203.0.113.5", "Agent 2")).status).toBe(204);
      const limited = await beacon({ page: "home" }, "203.0.113.5", "Agent 3");
      expect(limited.status).toBe(429);
      expect((await json<{ message: string }>(limited)).message).toMatch(/^Too many page views\. Please try again in/);
    } finally {
      process.env.RATE_LIMIT_DISABLED = previous;
      delete process.env.RATE_LIMIT_VIEWS_PER_MINUTE;
    }
  });
});

import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as report } from "@/app/api/public/reports/route";
import { db } from "@/lib/db";
import { SOCKET_ADDRESS_HEADER } from "@/lib/http/front-server";
import { reportListAction } from "@/lib/reports/report-action";
import { buildRequest, callRoute, inRequestScope, json } from "@/tests/support/integration/request-scope";
import { openTestDatabase, signedInUser } from "@/tests/support/integration/users";

let listId: number;
let draftId: number;
beforeAll(async () => {
  await openTestDatabase();
  listId = (await db.contentList.create({ data: { title: "Packing", slug: "packing", status: "published", publishedAt: new Date() } })).id;
  draftId = (await db.contentList.create({ data: { title: "Draft", slug: "draft", status: "draft" } })).id;
});

afterEach(() => {
  process.env.RATE_LIMIT_DISABLED = "true";
  vi.useRealTimers();
});

interface ErrorBody {
  message: string;
  fieldErrors?: Record<string, string[]>;
}

const post = (body: unknown, options: { session?: string; client?: string } = {}) =>
  callRoute(report, "/api/public/reports", {
    method: "POST",
    body,
    session: options.session,
    headers: { host: "localhost:3000", origin: "http://localhost:3000", [SOCKET_ADDRESS_HEADER]: options.client ?? "203.0.113.10" },
  });

describe("POST /api/public/reports", () => {
  it("stores a pending report and answers 201 with it", async () => {
    const response = await post({ listId, reason: "coi", description: " The author sells the product. " });
    expect(response.status).toBe(201);
    const answer = await json<{ id: number; listId: number; reason: string; status: string }>(response);
    expect(answer).toEqual({ id: expect.any(Number), listId, reason: "coi", description: "The author sells the product.", status: "pending", createdAt: expect.any(String) });
    const stored = await db.report.findUniqueOrThrow({ where: { id: answer.id } });
    expect(stored).toMatchObject({ listId, reason: "coi", description: "The author sells the product.", status: "pending", userId: null });
    expect(stored.reporterKey).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.reporterKey).not.toContain("203.0.113.10");
  });

  it("defaults the reason to stale and stores an empty description as none", async () => {
    const { id } = await json<{ id: number }>(await post({ listId, description: "" }, { client: "203.0.113.11" }));
    expect(await db.report.findUniqueOrThrow({ where: { id } })).toMatchObject({ reason: "stale", description: null });
  });

  it("ignores a status, resolution or reporter sent in the body", async () => {
    const admin = await signedInUser("admin");
    const response = await post(
      { listId, reason: "spam", status: "resolved", resolvedById: admin.id, resolutionNote: "done", reporterKey: "x", userId: admin.id, id: 424242 },
      { client: "203.0.113.12" },
    );
    const { id } = await json<{ id: number }>(response);
    expect(id).not.toBe(424242);
    expect(await db.report.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: "pending", resolvedById: null, resolutionNote: null, userId: null });
  });

  it("records a signed-in reporter", async () => {
    const user = await signedInUser("viewer");
    const { id } = await json<{ id: number }>(await post({ listId, reason: "other" }, { session: user.session }));
    expect((await db.report.findUniqueOrThrow({ where: { id } })).userId).toBe(user.id);
  });

  it.each([
    ["an unknown list", () => 999_999],
    ["an unpublished list", () => draftId],
  ])("answers 404 for %s", async (_, id) => {
    const response = await post({ listId: id(), reason: "stale" });
    expect(response.status).toBe(404);
    expect((await json<ErrorBody>(response)).message).toBe("List not found: it does not exist or is not published.");
  });

  it.each([
    ["an unknown reason", { reason: "boring" }, "reason", "reason must be one of: stale, broken_links, coi, spam, other."],
    ["an overlong description", { description: "x".repeat(2001) }, "description", "Description can be at most 2000 characters."],
    ["a list id that is not a number", { listId: "abc" }, "listId", "listId must be the id of a list (a whole number)."],
  ])("answers 400 for %s", async (_, override, field, message) => {
    const before = await db.report.count();
    const response = await post({ listId, reason: "stale", ...override });
    expect(response.status).toBe(400);
    expect((await json<ErrorBody>(response)).fieldErrors?.[field]).toContain(message);
    expect(await db.report.count()).toBe(before);
  });
});

describe("duplicate reports", () => {
  it("the same visitor, list and reason within a day keeps one report; another reason, visitor or day adds one", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2030-05-01T10:00:00Z"));
    const client = "192.0.2.50";
    const count = () => db.report.count({ where: { listId, reporterKey: { not: null }, createdAt: { gte: new Date("2030-01-01") } } });

    const first = await post({ listId, reason: "broken_links" }, { client });
    expect(first.status).toBe(201);
    const original = await json<{ id: number }>(first);

    vi.setSystemTime(new Date("2030-05-02T09:59:00Z"));
    const again = await post({ listId, reason: "broken_links", description: "still broken" }, { client });
    expect(again.status).toBe(200);
    // The repeat's details are added to the open report, not dropped.
    expect(await json<{ id: number; description: string | null }>(again)).toMatchObject({ id: original.id, description: "still broken" });
    const more = await post({ listId, reason: "broken_links", description: "the third link too" }, { client });
    expect(await json<{ description: string | null }>(more)).toMatchObject({ description: "still broken\n\nthe third link too" });
    expect(await count()).toBe(1);

    expect((await post({ listId, reason: "spam" }, { client })).status).toBe(201);
    expect((await post({ listId, reason: "broken_links" }, { client: "192.0.2.51" })).status).toBe(201);
    expect(await count()).toBe(3);

    vi.setSystemTime(new Date("2030-05-02T10:00:01Z"));
    expect((await post({ listId, reason: "broken_links" }, { client })).status).toBe(201);
    expect(await count()).toBe(4);
  });

  it("two identical reports sent at once store one", async () => {
    const answers = await Promise.all([1, 2, 3].map(() => post({ listId, reason: "coi" }, { client: "192.0.2.60" })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 201]);
    expect(await db.report.count({ where: { listId, reason: "coi", createdAt: { gte: new Date(Date.now() - 60_000) }, description: null } })).toBe(1);
  });
});

describe("report rate limit", () => {
  it("answers 429 after 5 an hour from one client and accepts again in the next hour", async () => {
    process.env.RATE_LIMIT_DISABLED = "false";
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2030-06-01T12:45:00Z"));
    const client = "192.0.2.99";
    const reasons = ["stale", "broken_links", "coi", "spam", "other"];
    for (const reason of reasons) expect((await post({ listId, reason }, { client })).status).toBe(201);
    const limited = await post({ listId, reason: "stale" }, { client });
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBe("900");
    expect((await json<ErrorBody>(limited)).message).toBe("Too many reports. Please try again in 15 minutes.");

    vi.setSystemTime(new Date("2030-06-01T13:00:00Z"));
    expect((await post({ listId, reason: "stale", description: "new hour" }, { client })).status).toBe(200);
  });
});

describe("the report form posted without JavaScript", () => {
  const postForm = (fields: Record<string, string>, client: string) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
    const request = buildRequest("/lists/packing", { method: "POST", headers: { host: "localhost:3000", [SOCKET_ADDRESS_HEADER]: client } });
    return inRequestScope(request, () => reportListAction(null, form));
  };

  it("stores the report and thanks the visitor", async () => {
    const outcome = await postForm({ listId: String(listId), reason: "broken_links", description: "The second link is dead." }, "203.0.113.60");
    expect(outcome).toEqual({ ok: true, message: "Thank you for helping us maintain quality content." });
    expect(await db.report.count({ where: { listId, description: "The second link is dead." } })).toBe(1);
  });

  it("refuses a field holding the NUL character with a message, storing nothing", async () => {
    const before = await db.report.count();
    const outcome = await postForm({ listId: String(listId), reason: "broken_links", description: "dead\u0000link" }, "203.0.113.61");
    expect(outcome).toEqual({ ok: false, message: "The form must not contain the NUL character (\\u0000)." });
    expect(await db.report.count()).toBe(before);
  });
});

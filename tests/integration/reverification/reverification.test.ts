import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { POST as verify } from "@/app/api/admin/content-lists/[id]/verify/route";
import { GET as dueQueue } from "@/app/api/admin/reverification/route";
import { db } from "@/lib/db";
import { addMonths } from "@/lib/reverification/rule";
import { callRoute, json } from "@/tests/support/integration/request-scope";
import { openTestDatabase, signedInUser, type TestUser } from "@/tests/support/integration/users";


const SITE = { origin: "http://localhost:3000", host: "localhost:3000" };
const DAY = 86_400_000;
let editor: TestUser;

beforeAll(openTestDatabase);
beforeAll(async () => {
  editor = await signedInUser("editor");
});

afterEach(async () => {
  delete process.env.REVERIFY_AFTER_MONTHS;
  await db.report.deleteMany();
  await db.contentList.deleteMany();
});

const monthsAgo = (months: number, days = 0) => new Date(addMonths(new Date(), -months).getTime() - days * DAY);

let serial = 0;
function list(data: { lastVerifiedAt?: Date | null; publishedAt?: Date | null; status?: "draft" | "published"; title?: string }) {
  serial += 1;
  return db.contentList.create({
    data: { title: data.title ?? `List ${serial}`, slug: `due-list-${serial}`, status: data.status ?? "published", publishedAt: data.publishedAt ?? new Date(), lastVerifiedAt: data.lastVerifiedAt ?? null },
  });
}

interface QueueItem {
  id: number;
  title: string;
  dueSince: string;
  pastDue: boolean;
  openReports: { id: number; reason: string; description: string | null }[];
}

async function queue(session = editor.session) {
  const response = await callRoute(dueQueue, "/api/admin/reverification", { session });
  expect(response.status).toBe(200);
  return { items: await json<QueueItem[]>(response), total: Number(response.headers.get("x-total-count")) };
}

const markVerified = (id: number, body: unknown = {}, session = editor.session) =>
  callRoute(verify, `/api/admin/content-lists/${id}/verify`, { method: "POST", session, headers: SITE, body, params: { id: String(id) } });

describe("which lists are due for re-verification", () => {
  it("a list verified longer ago than the setting is due; one verified within it is not", async () => {
    const old = await list({ lastVerifiedAt: monthsAgo(12, 1), publishedAt: monthsAgo(30) });
    await list({ lastVerifiedAt: monthsAgo(11), publishedAt: monthsAgo(30) });
    const { items, total } = await queue();
    expect(items.map((item) => item.id)).toEqual([old.id]);
    expect(total).toBe(1);
    expect(items[0]).toMatchObject({ pastDue: true, openReports: [] });
  });

  it("a list never verified counts from its publication", async () => {
    const stale = await list({ publishedAt: monthsAgo(13) });
    await list({ publishedAt: monthsAgo(2) });
    expect((await queue()).items.map((item) => item.id)).toEqual([stale.id]);
  });

  it("follows REVERIFY_AFTER_MONTHS", async () => {
    const sixMonths = await list({ lastVerifiedAt: monthsAgo(6, 1) });
    expect((await queue()).items).toEqual([]);
    process.env.REVERIFY_AFTER_MONTHS = "6";
    expect((await queue()).items.map((item) => item.id)).toEqual([sixMonths.id]);
  });

  it("an open stale or broken-link report makes a freshly verified list due; other reasons and closed reports do not", async () => {
    const reported = await list({ lastVerifiedAt: new Date() });
    const other = await list({ lastVerifiedAt: new Date() });
    await db.report.create({ data: { listId: reported.id, reason: "broken_links", description: "Dead links." } });
    await db.report.create({ data: { listId: other.id, reason: "spam" } });
    await db.report.create({ data: { listId: other.id, reason: "stale", status: "dismissed" } });
    const { items } = await queue();
    expect(items.map((item) => item.id)).toEqual([reported.id]);
    expect(items[0]).toMatchObject({ pastDue: false, openReports: [{ reason: "broken_links", description: "Dead links." }] });
  });

  it("leaves drafts out and puts the longest due first", async () => {
    await list({ status: "draft", publishedAt: null, lastVerifiedAt: monthsAgo(40) });
    const newer = await list({ lastVerifiedAt: monthsAgo(13) });
    const older = await list({ lastVerifiedAt: monthsAgo(20) });
    const reported = await list({ lastVerifiedAt: new Date() });
    await db.report.create({ data: { listId: reported.id, reason: "stale", createdAt: new Date(Date.now() - 3 * 30 * DAY) } });
    expect((await queue()).items.map((item) => item.id)).toEqual([older.id, reported.id, newer.id]);
  });
});

describe("Mark verified", () => {
  it("sets the last verification to now, keeps the updated date, records a version and an audit entry, and leaves the queue", async () => {
    const due = await list({ lastVerifiedAt: monthsAgo(14), title: "Passport Renewal" });
    const before = await db.contentList.findUniqueOrThrow({ where: { id: due.id } });
    const response = await markVerified(due.id);
    expect(response.status).toBe(200);
    const answer = await json<{ lastVerifiedAt: string; resolvedReports: number }>(response);
    expect(Date.now() - new Date(answer.lastVerifiedAt).getTime()).toBeLessThan(60_000);
    const after = await db.contentList.findUniqueOrThrow({ where: { id: due.id } });
    expect(after.lastVerifiedAt?.toISOString()).toBe(answer.lastVerifiedAt);
    expect(after.updatedAt).toEqual(before.updatedAt);
    const versions = await db.contentVersion.findMany({ where: { contentListId: due.id }, orderBy: { versionNumber: "asc" } });
    expect(versions.map((version) => version.lastVerifiedAt?.toISOString())).toEqual([before.lastVerifiedAt!.toISOString(), answer.lastVerifiedAt]);
    expect(versions[1].createdById).toBe(editor.id);
    expect(await db.auditEntry.findFirst({ where: { action: "list.verified", targetId: String(due.id) } })).toMatchObject({ actorId: editor.id, summary: "Passport Renewal" });
    expect((await queue()).items).toEqual([]);
  });

  it("resolves the open stale and broken-link reports with the note, and leaves other reports open", async () => {
    const reported = await list({ lastVerifiedAt: new Date() });
    const stale = await db.report.create({ data: { listId: reported.id, reason: "stale" } });
    const broken = await db.report.create({ data: { listId: reported.id, reason: "broken_links" } });
    const coi = await db.report.create({ data: { listId: reported.id, reason: "coi" } });
    const response = await markVerified(reported.id, { note: "Checked every link and price." });
    expect(await json(response)).toMatchObject({ resolvedReports: 2 });
    for (const id of [stale.id, broken.id]) {
      expect(await db.report.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: "resolved", resolvedById: editor.id, resolutionNote: "Checked every link and price." });
      expect(await db.auditEntry.count({ where: { action: "report.resolve", targetId: String(id) } })).toBe(1);
    }
    expect(await db.report.findUniqueOrThrow({ where: { id: coi.id } })).toMatchObject({ status: "pending", resolvedAt: null });
  });

  it.skipIf(!process.env.DATABASE_URL?.startsWith("postgres"))("leaves a report another editor dismissed while the list was being marked verified as they decided", async () => {
    const reported = await list({});
    const stale = await db.report.create({ data: { listId: reported.id, reason: "stale" } });
    let locked!: () => void;
    let release!: () => void;
    const reportLocked = new Promise<void>((resolve) => (locked = resolve));
    const released = new Promise<void>((resolve) => (release = resolve));
    // The other editor's decision, holding the report as moderation does while it decides.
    const dismissal = db.$transaction(async (tx) => {
      await tx.$executeRaw`SELECT 1 FROM reports WHERE id = ${stale.id} FOR UPDATE`;
      locked();
      await released;
      await tx.report.update({ where: { id: stale.id }, data: { status: "dismissed", resolutionNote: "Prices checked: still current." } });
    }, { timeout: 20_000 });
    await reportLocked;
    const verifying = markVerified(reported.id, { note: "Checked." });
    await new Promise((resolve) => setTimeout(resolve, 300));
    release();
    await dismissal;
    const response = await verifying;
    expect(response.status).toBe(200);
    expect(await json(response)).toMatchObject({ resolvedReports: 0 });
    expect(await db.report.findUniqueOrThrow({ where: { id: stale.id } })).toMatchObject({ status: "dismissed", resolutionNote: "Prices checked: still current." });
    expect(await db.auditEntry.count({ where: { action: "report.resolve", targetId: String(stale.id) } })).toBe(0);
  });

  it("writes a default note when the editor gives none", async () => {
    const reported = await list({});
    const stale = await db.report.create({ data: { listId: reported.id, reason: "stale" } });
    await markVerified(reported.id);
    expect((await db.report.findUniqueOrThrow({ where: { id: stale.id } })).resolutionNote).toMatch(/marked verified/);
  });

  it("answers 404 for an unknown list and 400 for a note that is not text, changing nothing", async () => {
    const response = await markVerified(999_999);
    expect(response.status).toBe(404);
    expect(await json(response)).toEqual({ message: "List not found." });
    const due = await list({ lastVerifiedAt: monthsAgo(14) });
    const bad = await markVerified(due.id, { note: 7 });
    expect(bad.status).toBe(400);
    expect((await db.contentList.findUniqueOrThrow({ where: { id: due.id } })).lastVerifiedAt).toEqual(due.lastVerifiedAt);
  });

  it("is refused to contributors and viewers, and the queue too", async () => {
    const due = await list({ lastVerifiedAt: monthsAgo(14) });
    for (const role of ["contributor", "viewer"] as const) {
      const { session } = await signedInUser(role);
      expect((await markVerified(due.id, {}, session)).status).toBe(403);
      expect((await callRoute(dueQueue, "/api/admin/reverification", { session })).status).toBe(403);
    }
    expect((await db.contentList.findUniqueOrThrow({ where: { id: due.id } })).lastVerifiedAt).toEqual(due.lastVerifiedAt);
  });
});

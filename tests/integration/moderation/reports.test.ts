import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as dismiss } from "@/app/api/admin/reports/[id]/dismiss/route";
import { POST as resolve } from "@/app/api/admin/reports/[id]/resolve/route";
import { GET as listReports } from "@/app/api/admin/reports/route";
import { GET as reviewCounts } from "@/app/api/admin/review-counts/route";
import { db } from "@/lib/db";
import { callRoute, json, SAME_SITE } from "@/tests/support/integration/request-scope";
import { openTestDatabase, signedInUser, type TestUser } from "@/tests/support/integration/users";

let editor: TestUser;
let listId: number;

// Opening (and migrating) the database gets a hook of its own: it is the slow part.
beforeAll(openTestDatabase);
beforeAll(async () => {
  editor = await signedInUser("editor");
  listId = (await db.contentList.create({ data: { title: "Reported List", slug: `reported-${randomUUID().slice(0, 8)}`, status: "published" } })).id;
});

const report = (description = "Links are dead.") => db.report.create({ data: { listId, reason: "broken_links", description } });

const post = (handler: typeof resolve, action: string, id: number | string, body: unknown, session = editor.session) =>
  callRoute(handler, `/api/admin/reports/${id}/${action}`, { method: "POST", session, headers: SAME_SITE, body, params: { id: String(id) } });

describe("resolving and dismissing reports", () => {
  it("resolves an open report with a note, recording who and when", async () => {
    const open = await report();
    const response = await post(resolve, "resolve", open.id, { note: "Fixed the links." });
    expect(response.status).toBe(200);
    const answer = await json<{ status: string; resolutionNote: string; resolvedBy: string; resolvedAt: string; list: { id: number; title: string } }>(response);
    expect(answer).toMatchObject({ status: "resolved", resolutionNote: "Fixed the links.", resolvedBy: "Test editor", list: { id: listId, title: "Reported List" } });
    expect(await db.report.findUniqueOrThrow({ where: { id: open.id } })).toMatchObject({ status: "resolved", resolvedById: editor.id, resolutionNote: "Fixed the links." });
    expect(await db.auditEntry.findFirst({ where: { action: "report.resolve", targetId: String(open.id) } })).toMatchObject({ actorId: editor.id, summary: "Reported List" });
  });

  it("dismisses an open report with a note", async () => {
    const open = await report();
    const response = await post(dismiss, "dismiss", open.id, { note: "The links work." });
    expect(response.status).toBe(200);
    expect(await json(response)).toMatchObject({ status: "dismissed", resolutionNote: "The links work." });
    expect(await db.auditEntry.count({ where: { action: "report.dismiss", targetId: String(open.id) } })).toBe(1);
  });

  it("answers 409 for a report already decided, 404 for an unknown one and 400 without a note", async () => {
    const open = await report();
    await post(dismiss, "dismiss", open.id, { note: "Fine." });
    const again = await post(resolve, "resolve", open.id, { note: "Fixed." });
    expect(again.status).toBe(409);
    expect(await json(again)).toEqual({ message: "This report has already been dismissed." });
    expect((await post(resolve, "resolve", 999_999, { note: "x" })).status).toBe(404);
    const blank = await post(resolve, "resolve", (await report()).id, {});
    expect(blank.status).toBe(400);
    expect((await json<{ fieldErrors: Record<string, string[]> }>(blank)).fieldErrors.note).toEqual(["Please enter a note saying what was done about the report."]);
  });

  it("is refused to contributors", async () => {
    const contributor = await signedInUser("contributor");
    const open = await report();
    expect((await post(resolve, "resolve", open.id, { note: "x" }, contributor.session)).status).toBe(403);
    expect((await callRoute(listReports, "/api/admin/reports", { session: contributor.session })).status).toBe(403);
  });
});

describe("the reports queue", () => {
  it("lists open reports first, narrows by status, and counts the open ones", async () => {
    await db.report.deleteMany();
    const closed = await report("Old");
    await post(resolve, "resolve", closed.id, { note: "Done." });
    const first = await report("First open");
    const second = await report("Second open");
    const response = await callRoute(listReports, "/api/admin/reports", { session: editor.session });
    expect(response.headers.get("x-total-count")).toBe("3");
    expect((await json<{ id: number }[]>(response)).map((item) => item.id)).toEqual([first.id, second.id, closed.id]);
    const resolved = await json<{ id: number }[]>(await callRoute(listReports, "/api/admin/reports?status=resolved", { session: editor.session }));
    expect(resolved.map((item) => item.id)).toEqual([closed.id]);
    const counts = await json<{ openReports: number }>(await callRoute(reviewCounts, "/api/admin/review-counts", { session: editor.session }));
    expect(counts.openReports).toBe(2);
  });
});

import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as approve } from "@/app/api/admin/submissions/[id]/approve/route";
import { POST as reject } from "@/app/api/admin/submissions/[id]/reject/route";
import { GET as listSubmissions } from "@/app/api/admin/submissions/route";
import { GET as reviewCounts } from "@/app/api/admin/review-counts/route";
import { db } from "@/lib/db";
import { callRoute, json, SAME_SITE } from "@/tests/support/integration/request-scope";
import { openTestDatabase, signedInUser, type TestUser } from "@/tests/support/integration/users";

let editor: TestUser;

// Opening (and migrating) the database gets a hook of its own: it is the slow part.
beforeAll(openTestDatabase);
beforeAll(async () => {
  editor = await signedInUser("editor");
});

const submission = (data: Partial<Parameters<typeof db.submission.create>[0]["data"]> = {}) =>
  db.submission.create({ data: { title: `Submitted ${randomUUID().slice(0, 8)}`, sourceUrl: "https://example.org/list", ...data } });

const post = (handler: typeof approve, action: string, id: number | string, body: unknown, session = editor.session) =>
  callRoute(handler, `/api/admin/submissions/${id}/${action}`, { method: "POST", session, headers: SAME_SITE, body, params: { id: String(id) } });

interface Approved {
  submission: { id: number; status: string; listId: number; reviewedBy: string; reviewedAt: string; reviewNotes: string | null };
  list: { id: number; slug: string; title: string; categoryId: number | null };
}

describe("approving a submission", () => {
  it("creates a draft list with the submitted fields, the description as its first paragraph and a first version", async () => {
    const category = await db.category.create({ data: { name: "Home Cooking", slug: `home-cooking-${randomUUID().slice(0, 6)}` } });
    const sent = await submission({
      title: "Best Pantry Staples",
      sourceUrl: "https://example.org/pantry",
      description: "Twelve staples <script>alert(1)</script> & why they last.",
      author: "Ada Cook",
      authorOrg: "Kitchen Lab",
      methodology: "Tested for a year.",
      affiliateDisclosure: true,
      topicSuggestions: ["Gardening", "home cooking"],
    });
    const response = await post(approve, "approve", sent.id, { notes: "Good source." });
    expect(response.status).toBe(200);
    const answer = await json<Approved>(response);
    expect(answer.submission).toMatchObject({ id: sent.id, status: "approved", listId: answer.list.id, reviewedBy: "Test editor", reviewNotes: "Good source." });
    expect(Date.parse(answer.submission.reviewedAt)).not.toBeNaN();

    const list = await db.contentList.findUniqueOrThrow({ where: { id: answer.list.id } });
    expect(list).toMatchObject({
      title: "Best Pantry Staples",
      slug: "best-pantry-staples",
      status: "draft",
      sourceUrl: "https://example.org/pantry",
      author: "Ada Cook",
      authorOrg: "Kitchen Lab",
      methodology: "Tested for a year.",
      affiliateDisclosure: true,
      categoryId: category.id,
      createdById: editor.id,
    });
    expect(list.content).toBe("<p>Twelve staples &lt;script&gt;alert(1)&lt;/script&gt; &amp; why they last.</p>");
    const versions = await db.contentVersion.findMany({ where: { contentListId: list.id } });
    expect(versions).toMatchObject([{ versionNumber: 1, title: "Best Pantry Staples", createdById: editor.id }]);
    const stored = await db.submission.findUniqueOrThrow({ where: { id: sent.id } });
    expect(stored).toMatchObject({ status: "approved", reviewedById: editor.id, listId: list.id });
    const audit = await db.auditEntry.findMany({ where: { actorId: editor.id, targetId: { in: [String(sent.id), String(list.id)] } }, orderBy: { id: "asc" } });
    expect(audit.map((entry) => entry.action)).toEqual(expect.arrayContaining(["submission.approve", "list.create"]));
  });

  it("gives a second list of the same title a free slug, and no category when no topic matches", async () => {
    const first = await submission({ title: "Rainy Day Games", topicSuggestions: ["Nothing Like It"] });
    const second = await submission({ title: "Rainy Day Games" });
    const one = await json<Approved>(await post(approve, "approve", first.id, {}));
    const two = await json<Approved>(await post(approve, "approve", second.id, {}));
    expect(one.list).toMatchObject({ slug: "rainy-day-games", categoryId: null });
    expect(two.list.slug).toBe("rainy-day-games-2");
  });

  it("answers 409 when the submission was already reviewed, and 404 for an unknown one", async () => {
    const sent = await submission();
    expect((await post(approve, "approve", sent.id, {})).status).toBe(200);
    const again = await post(approve, "approve", sent.id, {});
    expect(again.status).toBe(409);
    expect(await json(again)).toEqual({ message: "This submission has already been approved." });
    expect((await post(reject, "reject", sent.id, { notes: "Too late" })).status).toBe(409);
    expect((await post(approve, "approve", 999_999, {})).status).toBe(404);
    expect((await post(approve, "approve", "abc", {})).status).toBe(400);
    expect(await db.contentList.count({ where: { title: sent.title } })).toBe(1);
  });

  it("is refused to contributors and viewers", async () => {
    const sent = await submission();
    for (const role of ["viewer", "contributor"] as const) {
      const person = await signedInUser(role);
      expect((await post(approve, "approve", sent.id, {}, person.session)).status, role).toBe(403);
    }
    expect((await db.submission.findUniqueOrThrow({ where: { id: sent.id } })).status).toBe("pending");
  });
});

describe("rejecting a submission", () => {
  it("names the reviewer by name to other staff, never by their email address", async () => {
    const sent = await submission();
    const unnamed = await signedInUser("editor");
    await db.user.update({ where: { id: unnamed.id }, data: { firstName: null, lastName: null } });
    const response = await post(reject, "reject", sent.id, { notes: "Not a list." }, unnamed.session);
    expect(await json(response)).toMatchObject({ status: "rejected", reviewedBy: "A user without a name" });
  });

  it("records the note, who and when, and creates no list", async () => {
    const sent = await submission();
    const response = await post(reject, "reject", sent.id, { notes: "  Source is a shop page.  " });
    expect(response.status).toBe(200);
    expect(await json(response)).toMatchObject({ id: sent.id, status: "rejected", reviewNotes: "Source is a shop page.", reviewedBy: "Test editor", listId: null });
    expect(await db.contentList.count({ where: { title: sent.title } })).toBe(0);
    expect(await db.auditEntry.count({ where: { action: "submission.reject", targetId: String(sent.id) } })).toBe(1);
  });

  it("needs a note", async () => {
    const sent = await submission();
    const response = await post(reject, "reject", sent.id, { notes: "   " });
    expect(response.status).toBe(400);
    expect((await json<{ fieldErrors: Record<string, string[]> }>(response)).fieldErrors.notes).toEqual(["Please enter a note saying why the submission is rejected."]);
  });
});

describe("the submissions queue", () => {
  it("lists pending submissions first, narrows by status, and counts what waits", async () => {
    await db.submission.deleteMany();
    const decided = await submission({ title: "Decided one" });
    await post(reject, "reject", decided.id, { notes: "No." });
    const older = await submission({ title: "Older pending" });
    const newer = await submission({ title: "Newer pending" });

    const all = await callRoute(listSubmissions, "/api/admin/submissions", { session: editor.session });
    expect(all.status).toBe(200);
    expect(all.headers.get("x-total-count")).toBe("3");
    expect((await json<{ id: number }[]>(all)).map((item) => item.id)).toEqual([older.id, newer.id, decided.id]);

    const rejected = await callRoute(listSubmissions, "/api/admin/submissions?status=rejected", { session: editor.session });
    expect(await json(rejected)).toMatchObject([{ id: decided.id, status: "rejected", reviewNotes: "No." }]);
    expect((await callRoute(listSubmissions, "/api/admin/submissions?status=later", { session: editor.session })).status).toBe(400);

    await db.report.deleteMany();
    expect(await json(await callRoute(reviewCounts, "/api/admin/review-counts", { session: editor.session }))).toEqual({ pendingSubmissions: 2, openReports: 0 });
  });
});

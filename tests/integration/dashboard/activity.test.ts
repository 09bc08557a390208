import { beforeAll, describe, expect, it } from "vitest";
import { GET as getActivity } from "@/app/api/admin/activity/route";
import { PATCH as changeRole } from "@/app/api/admin/users/[userId]/role/route";
import { POST as grantRole } from "@/app/api/admin/staff/route";
import { recordAudit } from "@/lib/audit/record";
import { createList } from "@/tests/support/integration/fixtures";
import { db } from "@/lib/db";
import { callRoute, json } from "@/tests/support/integration/request-scope";
import { openTestDatabase, signedInUser } from "@/tests/support/integration/users";

beforeAll(openTestDatabase);

const SITE = { origin: "http://localhost:3000" };

interface Entry {
  id: number;
  action: string;
  targetType: string;
  targetId: string | null;
  summary: string;
  createdAt: string;
  actorName: string | null;
}

describe("GET /api/admin/activity", () => {
  it("answers 401 signed out", async () => {
    expect((await callRoute(getActivity, "/api/admin/activity")).status).toBe(401);
  });

  it("gives staff the newest audit entries first, with who did it by name", async () => {
    const editor = await signedInUser("editor");
    const contributor = await signedInUser("contributor");
    await db.$transaction((tx) => recordAudit(tx, editor.id, { action: "list.create", targetType: "list", targetId: 41, summary: "Older list" }));
    await db.$transaction((tx) => recordAudit(tx, editor.id, { action: "list.update", targetType: "list", targetId: 42, summary: "Newer list" }));
    const response = await callRoute(getActivity, "/api/admin/activity", { session: contributor.session });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const entries = (await json<Entry[]>(response)).filter((entry) => entry.summary.endsWith(" list"));
    expect(entries.slice(0, 2)).toMatchObject([
      { action: "list.update", targetType: "list", targetId: "42", summary: "Newer list", actorName: "Test editor" },
      { action: "list.create", targetType: "list", targetId: "41", summary: "Older list", actorName: "Test editor" },
    ]);
    expect(Date.parse(entries[0].createdAt)).not.toBeNaN();
  });

  it("shows a viewer only what happened to published content, and never an email address", async () => {
    const admin = await signedInUser("admin");
    const viewer = await signedInUser("viewer");
    const published = await createList({ slug: "activity-published", title: "A published list" });
    const draft = await createList({ slug: "activity-draft", title: "A secret draft", status: "draft" });
    const person = await signedInUser("viewer");
    await callRoute(changeRole, `/api/admin/users/${person.id}/role`, { method: "PATCH", session: admin.session, headers: SITE, params: { userId: person.id }, body: { role: "editor" } });
    await callRoute(grantRole, "/api/admin/staff", { method: "POST", session: admin.session, headers: SITE, body: { email: "invited.editor@example.com", role: "editor" } });
    await db.$transaction(async (tx) => {
      await recordAudit(tx, admin.id, { action: "list.update", targetType: "list", targetId: published.id, summary: published.title });
      await recordAudit(tx, admin.id, { action: "list.update", targetType: "list", targetId: draft.id, summary: draft.title });
      await recordAudit(tx, admin.id, { action: "submission.reject", targetType: "submission", targetId: 7, summary: "A submission" });
      await recordAudit(tx, admin.id, { action: "theme.save", targetType: "theme", summary: "Theme saved: an unpublished draft" });
    });

    const forViewer = await json<Entry[]>(await callRoute(getActivity, "/api/admin/activity", { session: viewer.session }));
    expect(forViewer.map((entry) => entry.summary)).toContain("A published list");
    expect(forViewer.every((entry) => ["list", "category", "secondary_category", "expert", "site"].includes(entry.targetType))).toBe(true);
    expect(JSON.stringify(forViewer)).not.toMatch(/secret draft|submission|Theme saved|@/i);

    const forAdmin = await json<Entry[]>(await callRoute(getActivity, "/api/admin/activity", { session: admin.session }));
    expect(forAdmin.map((entry) => entry.summary)).toEqual(expect.arrayContaining(["A secret draft", "Test viewer: viewer → editor", "editor, from their first verified sign-in"]));
    expect(JSON.stringify(forAdmin)).not.toContain("@");
  });

  it("shows at most the ten newest entries", async () => {
    const admin = await signedInUser("admin");
    await db.$transaction((tx) =>
      recordAudit(tx, admin.id, Array.from({ length: 12 }, (_, index) => ({ action: "expert.update", targetType: "expert", targetId: index + 1, summary: `Expert ${index}` }))),
    );
    const entries = await json<Entry[]>(await callRoute(getActivity, "/api/admin/activity", { session: admin.session }));
    expect(entries).toHaveLength(10);
  });
});

import { beforeAll, describe, expect, it } from "vitest";
import { GET as getActivity } from "@/app/api/admin/activity/route";
import { recordAudit } from "@/lib/audit/record";
import { db } from "@/lib/db";
import { callRoute, json } from "@/tests/support/integration/request-scope";
import { openTestDatabase, signedInUser } from "@/tests/support/integration/users";

beforeAll(openTestDatabase);

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

  it("gives a viewer the newest audit entries first, with who did it", async () => {
    const editor = await signedInUser("editor");
    const viewer = await signedInUser("viewer");
    await db.$transaction((tx) => recordAudit(tx, editor.id, { action: "list.create", targetType: "list", targetId: 41, summary: "Older list" }));
    await db.$transaction((tx) => recordAudit(tx, editor.id, { action: "list.update", targetType: "list", targetId: 42, summary: "Newer list" }));
    const response = await callRoute(getActivity, "/api/admin/activity", { session: viewer.session });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const entries = (await json<Entry[]>(response)).filter((entry) => entry.summary.endsWith(" list"));
    expect(entries.slice(0, 2)).toMatchObject([
      { action: "list.update", targetType: "list", targetId: "42", summary: "Newer list", actorName: "Test editor" },
      { action: "list.create", targetType: "list", targetId: "41", summary: "Older list", actorName: "Test editor" },
    ]);
    expect(Date.parse(entries[0].createdAt)).not.toBeNaN();
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

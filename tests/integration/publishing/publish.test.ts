import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { POST as publish } from "@/app/api/admin/publish/route";
import { GET as getPublishStatus } from "@/app/api/admin/publish-status/route";
import { db } from "@/lib/db";
import { markPending } from "@/lib/publishing/pending-changes";
import { callRoute, json, SAME_SITE } from "@/tests/support/integration/request-scope";
import { openTestDatabase, signedInUser } from "@/tests/support/integration/users";

beforeAll(openTestDatabase);
beforeEach(async () => {
  await db.pendingChange.deleteMany();
});

const status = async (session: string) => json<{ hasUnpublishedChanges: boolean; changes: { key: string }[] }>(await callRoute(getPublishStatus, "/api/admin/publish-status", { session }));
const publishAs = (session: string) => callRoute(publish, "/api/admin/publish", { method: "POST", session, headers: SAME_SITE });

describe("unpublished changes and publishing", () => {
  it("tells every staff member, viewers too, whether saved changes wait", async () => {
    const viewer = await signedInUser("viewer");
    const admin = await signedInUser("admin");
    expect(await status(viewer.session)).toEqual({ hasUnpublishedChanges: false, changes: [] });
    await db.$transaction((tx) => markPending(tx, "theme", { primaryColor: "#112233" }, admin.id));
    expect(await status(viewer.session)).toMatchObject({ hasUnpublishedChanges: true, changes: [{ key: "theme" }] });
    expect((await callRoute(getPublishStatus, "/api/admin/publish-status")).status).toBe(401);
  });

  it("merges a second save into the first until they are published", async () => {
    await db.$transaction((tx) => markPending(tx, "settings", { siteTitle: "First" }));
    await db.$transaction((tx) => markPending(tx, "settings", { tagline: "Second" }));
    expect((await db.pendingChange.findUniqueOrThrow({ where: { key: "settings" } })).data).toEqual({ siteTitle: "First", tagline: "Second" });
  });

  it.skipIf(!process.env.DATABASE_URL?.startsWith("postgres"))("keeps both of two saves made at the same moment", async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const first = db.$transaction(async (tx) => {
      await markPending(tx, "settings", { siteTitle: "First" });
      await released;
    }, { timeout: 20_000 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    const second = db.$transaction((tx) => markPending(tx, "settings", { tagline: "Second" }), { timeout: 20_000 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    release();
    await Promise.all([first, second]);
    expect((await db.pendingChange.findUniqueOrThrow({ where: { key: "settings" } })).data).toEqual({ siteTitle: "First", tagline: "Second" });
  });

  it("puts the pending theme into the theme table and the pending settings into site settings, then clears them", async () => {
    const admin = await signedInUser("admin");
    await db.$transaction(async (tx) => {
      await markPending(tx, "theme", { primaryColor: "#112233", headingFont: "Playfair Display", baseFontSize: 18 });
      await markPending(tx, "settings", { siteTitle: "Published Title", tagline: "A published tagline." });
    });
    const response = await publishAs(admin.session);
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ published: ["settings", "theme"] });

    const theme = await db.themeSettings.findFirstOrThrow({ where: { isActive: true }, orderBy: { updatedAt: "desc" } });
    expect(theme).toMatchObject({ primaryColor: "#112233", headingFont: "Playfair Display", baseFontSize: 18, bodyFont: "Montserrat" });
    const settings = await db.siteSettings.findFirstOrThrow({ orderBy: { id: "asc" } });
    expect(settings).toMatchObject({ siteTitle: "Published Title", tagline: "A published tagline." });
    expect(await db.pendingChange.count()).toBe(0);
    expect(await status(admin.session)).toEqual({ hasUnpublishedChanges: false, changes: [] });
    const entry = await db.auditEntry.findFirstOrThrow({ where: { action: "site.publish" }, orderBy: { id: "desc" } });
    expect(entry).toMatchObject({ actorId: admin.id, targetType: "site", summary: "site settings and theme" });
  });

  it("updates the live rows in place on a second publish", async () => {
    const admin = await signedInUser("admin");
    await db.$transaction((tx) => markPending(tx, "settings", { siteTitle: "Again" }));
    const before = await db.siteSettings.count();
    expect((await publishAs(admin.session)).status).toBe(200);
    expect(await db.siteSettings.count()).toBe(Math.max(before, 1));
    expect((await db.siteSettings.findFirstOrThrow({ orderBy: { id: "asc" } })).siteTitle).toBe("Again");
  });

  it("answers 409 when nothing waits, and when a saved entry no longer fits (publishing nothing)", async () => {
    const admin = await signedInUser("admin");
    const nothing = await publishAs(admin.session);
    expect(nothing.status).toBe(409);
    expect(await json(nothing)).toEqual({ message: "There are no unpublished changes." });

    await db.$transaction(async (tx) => {
      await markPending(tx, "settings", { siteTitle: "Should not go live" });
      await markPending(tx, "theme", { primaryColor: "not a colour" });
    });
    const broken = await publishAs(admin.session);
    expect(broken.status).toBe(409);
    expect((await json<{ message: string }>(broken)).message).toMatch(/saved theme/);
    expect(await db.pendingChange.count()).toBe(2);
    expect(await db.siteSettings.count({ where: { siteTitle: "Should not go live" } })).toBe(0);
  });

  it("lets only admins publish", async () => {
    await db.$transaction((tx) => markPending(tx, "theme", { accentColor: "#445566" }));
    for (const role of ["viewer", "contributor", "editor"] as const) {
      const person = await signedInUser(role);
      expect((await publishAs(person.session)).status, role).toBe(403);
    }
    expect(await db.pendingChange.count()).toBe(1);
  });
});

import { beforeAll, describe, expect, it } from "vitest";
import { POST as downloadFull } from "@/app/api/admin/backups/full/route";
import { POST as downloadTheme } from "@/app/api/admin/backups/theme/route";
import { POST as downloadContent } from "@/app/api/admin/backups/content/route";
import { GET as getSettings, POST as saveSettings } from "@/app/api/admin/site-settings/route";
import { GET as listStaff, POST as grantRole } from "@/app/api/admin/staff/route";
import { GET as systemStatus } from "@/app/api/admin/system-status/route";
import { findOrCreateDevUser } from "@/lib/auth/users";
import { parseFullBackup } from "@/lib/backup/full-backup";
import { db } from "@/lib/db";
import { applyRoleGrant } from "@/lib/users/role-grants";
import { findLiveSiteSettings } from "@/lib/settings/draft";
import { parseThemeFile } from "@/lib/theme/theme-file";
import { callRoute, json, SAME_SITE } from "@/tests/support/integration/request-scope";
import { openTestDatabase, signedInUser } from "@/tests/support/integration/users";

beforeAll(openTestDatabase);

const settings = { siteTitle: "Lists Weekly", tagline: "Lists that help.", heroImageUrl: "/uploads/hero.webp" };

describe("site settings", () => {
  it("saves as an unpublished change that the form reads back, with an audit entry; the live settings stay", async () => {
    const admin = await signedInUser("admin");
    const response = await callRoute(saveSettings, "/api/admin/site-settings", { method: "POST", session: admin.session, headers: SAME_SITE, body: settings });
    expect(response.status).toBe(200);
    expect(await json(await callRoute(getSettings, "/api/admin/site-settings", { session: admin.session }))).toEqual(settings);
    expect((await findLiveSiteSettings()).siteTitle).toBe("the Lists");
    expect(await db.auditEntry.count({ where: { action: "settings.save", actorId: admin.id } })).toBe(1);
  });

  it("refuses a blank title and a hero address that is neither a site path nor http(s)", async () => {
    const admin = await signedInUser("admin");
    const response = await callRoute(saveSettings, "/api/admin/site-settings", {
      method: "POST",
      session: admin.session,
      headers: SAME_SITE,
      body: { siteTitle: "  ", tagline: "x", heroImageUrl: "javascript:alert(1)" },
    });
    expect(response.status).toBe(400);
    const body = await json<{ fieldErrors: Record<string, string[]> }>(response);
    expect(body.fieldErrors).toEqual({ siteTitle: ["Enter a site title."], heroImageUrl: ["Use an image from the media library or an http(s) address."] });
  });

  it("refuses a hero image path a browser would load from another host, and keeps the saved settings", async () => {
    const admin = await signedInUser("admin");
    const read = async () => json(await callRoute(getSettings, "/api/admin/site-settings", { session: admin.session }));
    const before = await read();
    for (const heroImageUrl of ["/\\evil.example", "/\\/evil.example/a.png", "/\t/evil.example/a.png", "/\n/evil.example/a.png"]) {
      const response = await callRoute(saveSettings, "/api/admin/site-settings", {
        method: "POST",
        session: admin.session,
        headers: SAME_SITE,
        body: { siteTitle: "Lists", tagline: "Lists.", heroImageUrl },
      });
      expect(response.status, JSON.stringify(heroImageUrl)).toBe(400);
      expect((await json<{ fieldErrors: Record<string, string[]> }>(response)).fieldErrors).toEqual({
        heroImageUrl: ["Use an image from the media library or an http(s) address."],
      });
    }
    expect(await read()).toEqual(before);
  });

  it("says the limit of a title, tagline or hero address that is too long, and keeps the saved settings", async () => {
    const admin = await signedInUser("admin");
    const read = async () => json(await callRoute(getSettings, "/api/admin/site-settings", { session: admin.session }));
    const before = await read();
    const response = await callRoute(saveSettings, "/api/admin/site-settings", {
      method: "POST",
      session: admin.session,
      headers: SAME_SITE,
      body: { siteTitle: "x".repeat(81), tagline: "t".repeat(201), heroImageUrl: `/images/${"h".repeat(1994)}` },
    });
    expect(response.status).toBe(400);
    const body = await json<{ fieldErrors: Record<string, string[]> }>(response);
    expect(body.fieldErrors).toEqual({
      siteTitle: ["A site title can be at most 80 characters."],
      tagline: ["A tagline can be at most 200 characters."],
      heroImageUrl: ["A hero image address can be at most 2000 characters."],
    });
    expect(await read()).toEqual(before);
  });
});

describe("Add Admin", () => {
  it("gives an existing user the role at once, and lists them among the staff", async () => {
    const admin = await signedInUser("admin");
    const person = await signedInUser("viewer");
    const response = await callRoute(grantRole, "/api/admin/staff", { method: "POST", session: admin.session, headers: SAME_SITE, body: { email: person.email.toUpperCase(), role: "editor" } });
    expect(response.status).toBe(200);
    expect(await json(response)).toMatchObject({ applied: "user", user: { id: person.id, role: "editor" } });
    const staff = await json<{ users: { id: string; role: string }[] }>(await callRoute(listStaff, "/api/admin/staff", { session: admin.session }));
    expect(staff.users).toContainEqual(expect.objectContaining({ id: person.id, role: "editor" }));
    expect(staff.users.every((user) => user.role === "admin" || user.role === "editor")).toBe(true);
  });

  it("pre-authorizes an email that has not signed in, and applies the role at its first sign-in", async () => {
    const admin = await signedInUser("admin");
    const response = await callRoute(grantRole, "/api/admin/staff", { method: "POST", session: admin.session, headers: SAME_SITE, body: { email: "future.admin@example.com", role: "admin" } });
    expect(response.status).toBe(201);
    const staff = await json<{ invitations: { email: string; role: string }[] }>(await callRoute(listStaff, "/api/admin/staff", { session: admin.session }));
    expect(staff.invitations).toContainEqual(expect.objectContaining({ email: "future.admin@example.com", role: "admin" }));

    const user = await findOrCreateDevUser({ email: "Future.Admin@example.com", firstName: "Future" });
    expect(user.role).toBe("admin");
    expect(await db.roleGrant.count({ where: { email: "future.admin@example.com" } })).toBe(0);
    expect(await db.auditEntry.count({ where: { action: "role.grant", summary: "admin, from their first verified sign-in" } })).toBeGreaterThan(0);
    // The role change at sign-in is the granting admin's.
    expect(await db.auditEntry.findFirst({ where: { action: "user.role", targetId: user.id } })).toMatchObject({ actorId: admin.id, summary: expect.stringContaining("(granted before sign-in)") });
  });

  it("waits, like an invitation, when the account holding the address never had it verified", async () => {
    const admin = await signedInUser("admin");
    const claimant = await db.user.create({ data: { email: "claimed.admin@example.com", firstName: "Claimant" } });
    const response = await callRoute(grantRole, "/api/admin/staff", { method: "POST", session: admin.session, headers: SAME_SITE, body: { email: "claimed.admin@example.com", role: "admin" } });
    expect(response.status).toBe(201);
    expect(await json(response)).toEqual({ applied: "invitation", email: "claimed.admin@example.com", role: "admin" });
    expect((await db.user.findUniqueOrThrow({ where: { id: claimant.id } })).role).toBe("viewer");
    const staff = await json<{ invitations: { email: string }[] }>(await callRoute(listStaff, "/api/admin/staff", { session: admin.session }));
    expect(staff.invitations.map((invitation) => invitation.email)).toContain("claimed.admin@example.com");
  });

  it("never takes the site's last admin away through an invitation for their address", async () => {
    const sole = await db.user.create({ data: { email: "sole.admin@example.com", emailVerified: new Date(), role: "admin", firstName: "Sole" } });
    const others = await db.user.findMany({ where: { role: "admin", id: { not: sole.id } }, select: { id: true } });
    await db.user.updateMany({ where: { id: { in: others.map((other) => other.id) } }, data: { role: "editor" } });
    try {
      await db.roleGrant.create({ data: { email: "sole.admin@example.com", role: "editor" } });
      await applyRoleGrant(sole.id);
      expect((await db.user.findUniqueOrThrow({ where: { id: sole.id } })).role).toBe("admin");
      expect(await db.roleGrant.count({ where: { email: "sole.admin@example.com" } })).toBe(0);
    } finally {
      await db.user.updateMany({ where: { id: { in: others.map((other) => other.id) } }, data: { role: "admin" } });
    }
  });

  it("lists staff with whether a provider verified their address", async () => {
    const admin = await signedInUser("admin");
    await db.user.create({ data: { email: "unverified.editor@example.com", role: "editor" } });
    const staff = await json<{ users: { email: string; emailVerified: boolean }[] }>(await callRoute(listStaff, "/api/admin/staff", { session: admin.session }));
    expect(staff.users.find((user) => user.email === admin.email)?.emailVerified).toBe(true);
    expect(staff.users.find((user) => user.email === "unverified.editor@example.com")?.emailVerified).toBe(false);
  });

  it("takes an email with spaces around it as the address itself", async () => {
    const admin = await signedInUser("admin");
    const response = await callRoute(grantRole, "/api/admin/staff", {
      method: "POST",
      session: admin.session,
      headers: SAME_SITE,
      body: { email: " Ed.Spaced@Example.com ", role: "editor" },
    });
    expect(response.status).toBe(201);
    expect(await db.roleGrant.findFirst({ where: { email: "ed.spaced@example.com" } })).toMatchObject({ role: "editor" });
  });

  it("refuses a bad email or a role other than admin and editor", async () => {
    const admin = await signedInUser("admin");
    const response = await callRoute(grantRole, "/api/admin/staff", { method: "POST", session: admin.session, headers: SAME_SITE, body: { email: "nobody", role: "viewer" } });
    expect(response.status).toBe(400);
    expect(Object.keys((await json<{ fieldErrors: object }>(response)).fieldErrors).sort()).toEqual(["email", "role"]);
  });
});

describe("backups and status", () => {
  it("downloads content, theme and full backups as files, and the full one becomes the last backup time", async () => {
    const admin = await signedInUser("admin");
    const before = await json<{ lastBackupAt: string | null; database: { reachable: boolean; kind: string }; signIn: { providers: string[] } }>(
      await callRoute(systemStatus, "/api/admin/system-status", { session: admin.session }),
    );
    expect(before.database).toMatchObject({ reachable: true, kind: process.env.DATABASE_URL ? "PostgreSQL" : "Embedded PGlite" });

    const content = await callRoute(downloadContent, "/api/admin/backups/content", { method: "POST", session: admin.session, headers: SAME_SITE });
    expect(content.headers.get("content-disposition")).toMatch(/^attachment; filename="the-lists-content-.+\.json"$/);
    expect(Object.keys(await json(content))).toEqual(["format", "version", "exportedAt", "categories", "secondaryCategories", "experts", "lists"]);

    const theme = await callRoute(downloadTheme, "/api/admin/backups/theme", { method: "POST", session: admin.session, headers: SAME_SITE });
    expect(theme.headers.get("content-disposition")).toBe('attachment; filename="theme.json"');
    expect(parseThemeFile(await theme.text()).ok).toBe(true);

    const full = await callRoute(downloadFull, "/api/admin/backups/full", { method: "POST", session: admin.session, headers: SAME_SITE });
    expect(full.headers.get("cache-control")).toBe("private, no-store");
    const backup = parseFullBackup(await full.text());
    expect(backup.tables.users.length).toBeGreaterThan(0);

    const after = await json<{ lastBackupAt: string }>(await callRoute(systemStatus, "/api/admin/system-status", { session: admin.session }));
    expect(after.lastBackupAt).not.toBe(before.lastBackupAt);
    expect(Date.now() - Date.parse(after.lastBackupAt)).toBeLessThan(60_000);
  });

  it("lets only admins download backups", async () => {
    const editor = await signedInUser("editor");
    expect((await callRoute(downloadFull, "/api/admin/backups/full", { method: "POST", session: editor.session, headers: SAME_SITE })).status).toBe(403);
    expect((await callRoute(downloadFull, "/api/admin/backups/full", { method: "POST", headers: SAME_SITE })).status).toBe(401);
  });

  it("refuses a backup asked for from another site, and records nothing", async () => {
    const admin = await signedInUser("admin");
    const audited = () => db.auditEntry.count({ where: { action: "backup.full" } });
    const before = await audited();
    expect((await callRoute(downloadFull, "/api/admin/backups/full", { method: "POST", session: admin.session, headers: { ...SAME_SITE, origin: "https://elsewhere.example" } })).status).toBe(403);
    expect(await audited()).toBe(before);
  });
});

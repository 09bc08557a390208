import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { GET as getTheme, POST as saveTheme } from "@/app/api/admin/theme/route";
import { db } from "@/lib/db";
import { DEFAULT_THEME, type Theme } from "@/lib/settings/theme-schema";
import { findLiveTheme } from "@/lib/theme/draft";
import { parseThemeFile, themeFileText } from "@/lib/theme/theme-file";
import { callRoute, json, SAME_SITE } from "@/tests/support/integration/request-scope";
import { openTestDatabase, signedInUser } from "@/tests/support/integration/users";

beforeAll(openTestDatabase);
beforeEach(async () => {
  await db.pendingChange.deleteMany({});
  await db.themeSettings.deleteMany({});
});

const edited: Theme = { ...DEFAULT_THEME, primaryColor: "#123ABC", headingFont: "Playfair Display", bodyFont: "Inter", baseFontSize: 18, letterSpacing: 2.5 };

const post = (session: string, body: unknown) => callRoute(saveTheme, "/api/admin/theme", { method: "POST", session, headers: SAME_SITE, body });

describe("theme editor", () => {
  it("shows the live theme until a save, then the saved draft, while the public site keeps the live one", async () => {
    const admin = await signedInUser("admin");
    await db.themeSettings.create({ data: { primaryColor: "#222222" } });
    expect(await json(await callRoute(getTheme, "/api/admin/theme", { session: admin.session }))).toMatchObject({ primaryColor: "#222222" });

    const response = await post(admin.session, edited);
    expect(response.status).toBe(200);
    expect(await json(await callRoute(getTheme, "/api/admin/theme", { session: admin.session }))).toEqual(edited);
    expect((await db.pendingChange.findUniqueOrThrow({ where: { key: "theme" } })).data).toEqual(edited);
    expect((await findLiveTheme()).primaryColor).toBe("#222222");
    const entry = await db.auditEntry.findFirst({ where: { action: "theme.save", actorId: admin.id } });
    expect(entry?.summary).toContain("#123ABC");
  });

  it("refuses every out-of-range field with 400 and a message naming it, and keeps the previous draft", async () => {
    const admin = await signedInUser("admin");
    await post(admin.session, edited);
    const bad = { ...edited, primaryColor: "red", headingFont: "Comic Sans", baseFontSize: 19, letterSpacing: 0.7 };
    const response = await post(admin.session, bad);
    expect(response.status).toBe(400);
    const body = await json<{ message: string; fieldErrors: Record<string, string[]> }>(response);
    expect(Object.keys(body.fieldErrors).sort()).toEqual(["baseFontSize", "headingFont", "letterSpacing", "primaryColor"]);
    expect(body.fieldErrors.letterSpacing).toEqual(["Use a number from 0 to 4 in steps of 0.5."]);
    expect((await db.pendingChange.findUniqueOrThrow({ where: { key: "theme" } })).data).toEqual(edited);
  });

  it("lets only admins read or save the theme", async () => {
    const editor = await signedInUser("editor");
    expect((await callRoute(getTheme, "/api/admin/theme", { session: editor.session })).status).toBe(403);
    expect((await post(editor.session, edited)).status).toBe(403);
    expect(await db.pendingChange.count()).toBe(0);
  });
});

describe("theme.json", () => {
  it("round-trips an exported theme", () => {
    expect(parseThemeFile(themeFileText(edited))).toEqual({ ok: true, theme: edited });
  });

  it("names every wrong or missing field and applies nothing", () => {
    const result = parseThemeFile(JSON.stringify({ ...edited, bodyFont: undefined, accentColor: "#12345", baseFontSize: "16" }));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems).toEqual([
      "accentColor: Use a colour like #5D0034.",
      "bodyFont: Choose one of: Montserrat, Inter, Open Sans, Lato.",
      "baseFontSize: Use a whole number from 14 to 18.",
    ]);
    expect(parseThemeFile("{ not json")).toEqual({ ok: false, problems: ["The file is not valid JSON."] });
    expect(parseThemeFile("[1]")).toMatchObject({ ok: false });
  });
});

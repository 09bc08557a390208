import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { json } from "@/tests/support/integration/request-scope";
import { openTestDatabase, signedInUser, type TestUser } from "@/tests/support/integration/users";
import { contentApi } from "./support";
import type { findListVersions } from "@/lib/content/version-history";
import type { JsonAnswer } from "@/lib/json-types";

type Version = JsonAnswer<typeof findListVersions>[number];
type List = { id: number; title: string; slug: string; content: string; categoryId: number | null };

let editor: TestUser;

beforeAll(async () => {
  await openTestDatabase();
  editor = await signedInUser("editor");
});

async function createdList(): Promise<List> {
  const tag = randomUUID().slice(0, 8);
  return json<List>(await contentApi.create(editor.session, { title: `Version ${tag}`, slug: `version-${tag}`, content: "<p>one</p>" }));
}

const versionsOf = async (id: number) => json<Version[]>(await contentApi.versions(editor.session, id));

describe("list versions", () => {
  it("records version 1 on create and one more per save that changes a field, newest first", async () => {
    const list = await createdList();
    await contentApi.update(editor.session, list.id, { content: "<p>two</p>" });
    await contentApi.update(editor.session, list.id, { content: "<p>two</p>" }); // nothing changed: no version
    await contentApi.update(editor.session, list.id, { title: `${list.title} three` });
    const versions = await versionsOf(list.id);
    expect(versions.map((version) => [version.versionNumber, version.title, version.content])).toEqual([
      [3, `${list.title} three`, "<p>two</p>"],
      [2, list.title, "<p>two</p>"],
      [1, list.title, "<p>one</p>"],
    ]);
    expect(versions[0].createdBy).toBe("Test editor");
  });

  it("names who made a version by name, never by email address", async () => {
    const list = await createdList();
    const unnamed = await db.user.create({ data: { email: `unnamed-${randomUUID().slice(0, 8)}@example.com` } });
    await db.contentVersion.create({ data: { contentListId: list.id, versionNumber: 2, title: list.title, createdById: unnamed.id } });
    const [latest] = await versionsOf(list.id);
    expect(latest.createdBy).toBe("A user without a name");
  });

  it("gives each version the start of its body as plain text, cut at 100 characters", async () => {
    const list = await createdList();
    await contentApi.update(editor.session, list.id, { content: `<h2>Pack &amp; go</h2><p>${"light ".repeat(30)}</p>` });
    const [latest, first] = await versionsOf(list.id);
    expect(first.preview).toBe("one");
    expect(latest.preview).toMatch(/^Pack & go\s+light light/);
    expect(latest.preview).not.toContain("<");
    expect(latest.preview.length).toBeLessThanOrEqual(101);
    expect(latest.preview.endsWith("…")).toBe(true);
  });

  it("restores a version as the current list and records the restore as a new version, which can itself be undone", async () => {
    const list = await createdList();
    await contentApi.update(editor.session, list.id, { title: "Second title", content: "<p>two</p>" });
    const [, first] = await versionsOf(list.id);

    const restored = await contentApi.restore(editor.session, list.id, first.id);
    expect(restored.status).toBe(200);
    expect(await json(restored)).toMatchObject({ title: list.title, content: "<p>one</p>" });
    const afterRestore = await versionsOf(list.id);
    expect(afterRestore[0]).toMatchObject({ versionNumber: 3, title: list.title, restoredFrom: 1 });

    // Undo: version 2 becomes current again.
    expect((await contentApi.restore(editor.session, list.id, afterRestore[1].id)).status).toBe(200);
    expect(await db.contentList.findUniqueOrThrow({ where: { id: list.id } })).toMatchObject({ title: "Second title", content: "<p>two</p>" });
    expect((await versionsOf(list.id)).map((version) => version.versionNumber)).toEqual([4, 3, 2, 1]);
    expect(await db.auditEntry.count({ where: { action: "list.restore", targetId: String(list.id) } })).toBe(2);
  });

  it("keeps the address a restore leaves leading to the list", async () => {
    const list = await createdList();
    await contentApi.update(editor.session, list.id, { slug: `${list.slug}-new`, status: "published" });
    const [, first] = await versionsOf(list.id);
    expect((await contentApi.restore(editor.session, list.id, first.id)).status).toBe(200);
    expect(await db.contentList.findUniqueOrThrow({ where: { id: list.id } })).toMatchObject({ slug: list.slug });
    expect(await db.addressRedirect.findUnique({ where: { section_oldSlug: { section: "lists", oldSlug: `${list.slug}-new` } } })).toMatchObject({ targetId: list.id });
  });

  it("answers 409 for restoring the latest version and 404 for a version of another list", async () => {
    const list = await createdList();
    const other = await createdList();
    const [latest] = await versionsOf(list.id);
    const response = await contentApi.restore(editor.session, list.id, latest.id);
    expect(response.status).toBe(409);
    expect(await json(response)).toEqual({ message: "This is already the current version." });
    const [foreign] = await versionsOf(other.id);
    expect((await contentApi.restore(editor.session, list.id, foreign.id)).status).toBe(404);
    expect((await contentApi.restore(editor.session, 999999, latest.id)).status).toBe(404);
  });

  it("keeps a contributor from restoring someone else's list", async () => {
    const list = await createdList();
    await contentApi.update(editor.session, list.id, { title: "Changed" });
    const [, first] = await versionsOf(list.id);
    const contributor = await signedInUser("contributor");
    expect((await contentApi.restore(contributor.session, list.id, first.id)).status).toBe(403);
  });

  it("records a list's state before its first versioned save when it had no versions", async () => {
    const seeded = await db.contentList.create({ data: { title: "Seeded", slug: `seeded-${randomUUID().slice(0, 8)}`, content: "<p>seed</p>" } });
    await contentApi.update(editor.session, seeded.id, { content: "<p>edited</p>" });
    const versions = await versionsOf(seeded.id);
    expect(versions.map((version) => [version.versionNumber, version.content])).toEqual([
      [2, "<p>edited</p>"],
      [1, "<p>seed</p>"],
    ]);
  });

  it("restores a version whose category was deleted since as uncategorized", async () => {
    const tag = randomUUID().slice(0, 8);
    const category = await db.category.create({ data: { name: `Gone ${tag}`, slug: `gone-${tag}` } });
    const list = await json<List>(await contentApi.create(editor.session, { title: "Cat", slug: `cat-${tag}`, categoryId: category.id }));
    await contentApi.update(editor.session, list.id, { title: "Cat two" });
    await db.category.delete({ where: { id: category.id } });
    const [, first] = await versionsOf(list.id);
    const restored = await json<List>(await contentApi.restore(editor.session, list.id, first.id));
    expect(restored).toMatchObject({ title: "Cat", categoryId: null });
  });
});

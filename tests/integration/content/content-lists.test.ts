import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { movedPublicPage } from "@/lib/public/moved-pages";
import { json } from "@/tests/support/integration/request-scope";
import { openTestDatabase, signedInUser, type TestUser } from "@/tests/support/integration/users";
import { contentApi } from "./support";

type Row = { id: number; title: string; categoryName: string | null; openReports: number; status: string };
/** A page of the table: the rows the answer holds, and the total in X-Total-Count. */
const pageOf = async (response: Response) => ({ items: await json<Row[]>(response), total: Number(response.headers.get("x-total-count")) });
type List = { id: number; title: string; slug: string; content: string; createdById: string; status: string; publishedAt: string | null; categoryId: number | null };
type Problem = { message: string; fieldErrors?: Record<string, string[]> };

let editor: TestUser;
let contributor: TestUser;

beforeAll(async () => {
  await openTestDatabase();
  editor = await signedInUser("editor");
  contributor = await signedInUser("contributor");
});

const unique = () => randomUUID().slice(0, 8);

async function created(user: TestUser, body: Record<string, unknown> = {}): Promise<List> {
  const tag = unique();
  const response = await contentApi.create(user.session, { title: `List ${tag}`, slug: `list-${tag}`, ...body });
  expect(response.status).toBe(201);
  return json<List>(response);
}

describe("content lists", () => {
  it("creates a draft that records its creator, with the body sanitized", async () => {
    const list = await created(editor, { content: '<p onclick="x()">Hi<script>alert(1)</script></p><h1>Top</h1>' });
    expect(list).toMatchObject({ status: "draft", createdById: editor.id, content: "<p>Hi</p><h2>Top</h2>", publishedAt: null });
    const entry = await db.auditEntry.findFirst({ where: { action: "list.create", targetId: String(list.id) } });
    expect(entry).toMatchObject({ actorId: editor.id, targetType: "list", summary: list.title });
  });

  it("refuses the NUL character, which stored text cannot hold, with 400 in a search and in a body, storing nothing", async () => {
    const search = await contentApi.list(editor.session, "?q=%00");
    expect(search.status).toBe(400);
    expect((await json<Problem>(search)).message).toBe("Query parameters must not contain the NUL character (%00).");

    const tag = unique();
    const body = await contentApi.create(editor.session, { title: `List\u0000${tag}`, slug: `list-${tag}` });
    expect(body.status).toBe(400);
    expect((await json<Problem>(body)).message).toBe("The request body must not contain the NUL character (\\u0000).");
    expect(await db.contentList.count({ where: { slug: `list-${tag}` } })).toBe(0);
  });

  it("answers 400 with the editor's messages for a blank title and a bad slug", async () => {
    const response = await contentApi.create(editor.session, { title: "   ", slug: "Not OK", qualityScore: 101 });
    expect(response.status).toBe(400);
    const problem = await json<Problem>(response);
    expect(problem.fieldErrors).toEqual({
      title: ["Please enter a title."],
      slug: ["URL slug can only contain lowercase letters, numbers, and hyphens."],
      qualityScore: ["The quality score must be a whole number from 0 to 100."],
    });
    const missing = await json<Problem>(await contentApi.create(editor.session, { title: "A list" }));
    expect(missing.fieldErrors?.slug).toEqual(["Please enter a URL slug."]);
  });

  it("refuses an image path a browser would load from another host, with 400 and nothing stored", async () => {
    for (const imageUrl of ["/\\evil.example", "/\\/evil.example/a.png", "/\t/evil.example/a.png", "/\n/evil.example/a.png"]) {
      const tag = unique();
      const response = await contentApi.create(editor.session, { title: "Pictured", slug: `pictured-${tag}`, imageUrl });
      expect(response.status, JSON.stringify(imageUrl)).toBe(400);
      expect((await json<Problem>(response)).fieldErrors?.imageUrl).toEqual(["imageUrl must be a site path (/...) or an http(s) address."]);
      expect(await db.contentList.count({ where: { slug: `pictured-${tag}` } })).toBe(0);
    }
    expect((await created(editor, { imageUrl: "/uploads/ok.jpg" })).slug).toMatch(/^list-/);
  });

  it("answers 409 naming the slug when another list has it", async () => {
    const first = await created(editor);
    const response = await contentApi.create(editor.session, { title: "Other", slug: first.slug });
    expect(response.status).toBe(409);
    expect((await json<Problem>(response)).message).toContain(`URL slug "${first.slug}"`);
    const second = await created(editor);
    expect((await contentApi.update(editor.session, second.id, { slug: first.slug })).status).toBe(409);
  });

  it("answers 400 for a category or expert that does not exist, and 404 for an unknown list", async () => {
    const response = await contentApi.create(editor.session, { title: "X", slug: `x-${unique()}`, categoryId: 999999 });
    expect(response.status).toBe(400);
    expect((await json<Problem>(response)).fieldErrors?.categoryId).toEqual(["There is no category with this id."]);
    expect((await contentApi.update(editor.session, 999999, { title: "Y" })).status).toBe(404);
    expect((await contentApi.remove(editor.session, 999999)).status).toBe(404);
    expect((await contentApi.read(editor.session, 999999)).status).toBe(404);
    expect((await contentApi.versions(editor.session, 999999)).status).toBe(404);
    expect((await contentApi.read(editor.session, "abc")).status).toBe(400);
  });

  it("refuses a verification date whose moment in UTC is outside 1900-9999, or with an hour 24, with 400 and nothing stored", async () => {
    const list = await created(editor);
    const message = "lastVerifiedAt must be a real date between the years 1900 and 9999, such as 2025-01-05 or 2025-01-05T10:00:00Z.";
    for (const lastVerifiedAt of ["9999-12-31T23:00:00-05:00", "1900-01-01T00:00:00+01:00", "2026-01-01T24:00:00Z", "2026-01-01T10:00:00+24:00"]) {
      const tag = unique();
      const create = await contentApi.create(editor.session, { title: "Dated", slug: `dated-${tag}`, lastVerifiedAt });
      expect(create.status, lastVerifiedAt).toBe(400);
      expect((await json<Problem>(create)).fieldErrors?.lastVerifiedAt, lastVerifiedAt).toEqual([message]);
      expect(await db.contentList.count({ where: { slug: `dated-${tag}` } })).toBe(0);

      const update = await contentApi.update(editor.session, list.id, { lastVerifiedAt });
      expect(update.status, lastVerifiedAt).toBe(400);
      expect((await json<Problem>(update)).fieldErrors?.lastVerifiedAt, lastVerifiedAt).toEqual([message]);
    }
    expect((await db.contentList.findUniqueOrThrow({ where: { id: list.id } })).lastVerifiedAt).toBeNull();

    const edges = await contentApi.update(editor.session, list.id, { lastVerifiedAt: "1900-01-01T00:00:00-01:00" });
    expect(edges.status).toBe(200);
    expect((await db.contentList.findUniqueOrThrow({ where: { id: list.id } })).lastVerifiedAt?.toISOString()).toBe("1900-01-01T01:00:00.000Z");
  });

  it("changes only the fields sent, stamps the first publication, and records the change", async () => {
    const list = await created(editor, { author: "Ada", content: "<p>Body</p>" });
    const response = await contentApi.update(editor.session, list.id, { status: "published", qualityScore: 80 });
    expect(response.status).toBe(200);
    const updated = await json<List & { author: string; qualityScore: number }>(response);
    expect(updated).toMatchObject({ status: "published", qualityScore: 80, author: "Ada", content: "<p>Body</p>", title: list.title });
    expect(updated.publishedAt).not.toBeNull();
    expect(await db.auditEntry.count({ where: { action: "list.update", targetId: String(list.id) } })).toBe(1);
  });

  it("refuses a change that sends no field of a list with 400, recording no change and no version", async () => {
    const list = await created(editor);
    const versions = await db.contentVersion.count({ where: { contentListId: list.id } });
    for (const body of [{}, "", { titel: "x" }]) {
      const response = await contentApi.update(editor.session, list.id, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect((await json<Problem>(response)).message, JSON.stringify(body)).toContain("Send at least one field to change.");
    }
    expect(await db.auditEntry.count({ where: { action: "list.update", targetId: String(list.id) } })).toBe(0);
    expect(await db.contentVersion.count({ where: { contentListId: list.id } })).toBe(versions);
  });

  it("keeps a renamed list's old address leading to it, for as long as it is published", async () => {
    const list = await created(editor, { status: "published" });
    const renamed = `${list.slug}-renamed`;
    expect((await contentApi.update(editor.session, list.id, { slug: renamed })).status).toBe(200);
    expect(await movedPublicPage(`/lists/${list.slug}`)).toBe(`/lists/${renamed}`);
    expect((await contentApi.update(editor.session, list.id, { slug: `${renamed}-again` })).status).toBe(200);
    expect(await movedPublicPage(`/lists/${list.slug}`)).toBe(`/lists/${renamed}-again`);
    expect(await movedPublicPage(`/lists/${renamed}`)).toBe(`/lists/${renamed}-again`);
    expect((await contentApi.update(editor.session, list.id, { status: "draft" })).status).toBe(200);
    expect(await movedPublicPage(`/lists/${list.slug}`)).toBeNull();
  });

  it("lets a contributor change their own list but not someone else's (403 with a message)", async () => {
    const own = await created(contributor);
    expect((await contentApi.update(contributor.session, own.id, { title: "Mine, renamed" })).status).toBe(200);
    const theirs = await created(editor);
    const refused = await contentApi.update(contributor.session, theirs.id, { title: "Taken over" });
    expect(refused.status).toBe(403);
    expect((await json<Problem>(refused)).message).toMatch(/only change lists you created/);
    expect((await contentApi.remove(contributor.session, theirs.id)).status).toBe(403);
    expect((await db.contentList.findUniqueOrThrow({ where: { id: theirs.id } })).title).toBe(theirs.title);
    // Editors change anyone's list.
    expect((await contentApi.update(editor.session, own.id, { title: "Edited by an editor" })).status).toBe(200);
    expect((await contentApi.remove(contributor.session, own.id)).status).toBe(204);
  });

  it("deletes a list with 204 and an audit entry", async () => {
    const list = await created(editor);
    expect((await contentApi.remove(editor.session, list.id)).status).toBe(204);
    expect(await db.contentList.findUnique({ where: { id: list.id } })).toBeNull();
    expect(await db.auditEntry.findFirst({ where: { action: "list.delete", targetId: String(list.id) } })).toMatchObject({ summary: list.title });
  });

  it("pages 10 at a time, searches titles in any case and filters by category on the server", async () => {
    const tag = unique();
    const category = await db.category.create({ data: { name: `Garden ${tag}`, slug: `garden-${tag}` } });
    for (let index = 1; index <= 12; index += 1) {
      await created(editor, { title: `Tulip ${tag} ${index}`, slug: `tulip-${tag}-${index}`, categoryId: index <= 3 ? category.id : null });
    }
    const reported = await db.contentList.findUniqueOrThrow({ where: { slug: `tulip-${tag}-1` } });
    await db.report.createMany({ data: [{ listId: reported.id, reason: "spam" }, { listId: reported.id, reason: "stale" }, { listId: reported.id, reason: "other", status: "resolved" }] });

    const first = await pageOf(await contentApi.list(editor.session, `?q=TULIP%20${tag.toUpperCase()}`));
    expect(first.total).toBe(12);
    expect(first.items).toHaveLength(10);
    expect(first.items[0].title).toBe(`Tulip ${tag} 12`); // most recently changed first
    const second = await pageOf(await contentApi.list(editor.session, `?q=tulip%20${tag}&page=2`));
    expect(second.items.map((item) => item.title)).toEqual([`Tulip ${tag} 2`, `Tulip ${tag} 1`]);
    expect(second.items[1]).toMatchObject({ categoryName: `Garden ${tag}`, openReports: 2, status: "draft" });

    const inCategory = await pageOf(await contentApi.list(editor.session, `?q=${tag}&category=${category.id}`));
    expect(inCategory.total).toBe(3);
    const uncategorized = await pageOf(await contentApi.list(editor.session, `?q=${tag}&category=none`));
    expect(uncategorized.total).toBe(9);
    expect((await contentApi.list(editor.session, "?category=garden")).status).toBe(400);
    expect((await contentApi.list(editor.session, "?page=0")).status).toBe(400);
  });

  it("searches titles for % and _ as the characters themselves", async () => {
    const tag = unique();
    await created(editor, { title: `Budget 100% ${tag}`, slug: `budget-full-${tag}` });
    await created(editor, { title: `Budget 1000 ${tag}`, slug: `budget-plain-${tag}` });
    const titles = async (q: string) => (await pageOf(await contentApi.list(editor.session, `?q=${encodeURIComponent(q)}`))).items.map((item) => item.title);
    expect(await titles(`100% ${tag}`)).toEqual([`Budget 100% ${tag}`]);
    expect(await titles(`10_0 ${tag}`)).toEqual([]);
  });

  it("gives the editor an unsaved copy titled \" (Copy)\" with a slug no list has", async () => {
    const list = await created(editor, { content: "<p>Original</p>", status: "published" });
    await created(editor, { slug: `${list.slug}-copy` });
    const copy = await json<List & { id?: number }>(await contentApi.read(editor.session, list.id, "?as=copy"));
    expect(copy).toMatchObject({ title: `${list.title} (Copy)`, slug: `${list.slug}-copy-2`, content: "<p>Original</p>", status: "draft" });
    expect(copy.id).toBeUndefined();
    expect(await db.contentList.count({ where: { slug: { startsWith: list.slug } } })).toBe(2);
  });

  it("gives a copy of a list with a slug at the length limit a slug the save accepts", async () => {
    const list = await created(editor, { slug: `${"a".repeat(191)}-${unique()}` });
    const copy = await json<List>(await contentApi.read(editor.session, list.id, "?as=copy"));
    expect(copy.slug).toBe("a".repeat(191));
    const saved = await contentApi.create(editor.session, { title: copy.title, slug: copy.slug });
    expect(saved.status).toBe(201);
  });
});

import { beforeAll, describe, expect, it } from "vitest";
import { DELETE as deleteCategory, PATCH as updateCategory } from "@/app/api/admin/categories/[id]/route";
import { POST as reorderCategories } from "@/app/api/admin/categories/reorder/route";
import { GET as listCategories, POST as createCategory } from "@/app/api/admin/categories/route";
import { GET as publicCategories } from "@/app/api/public/categories/route";
import { GET as publicLists } from "@/app/api/public/content-lists/route";
import { db } from "@/lib/db";
import { movedPublicPage } from "@/lib/public/moved-pages";
import { callRoute, json, SAME_SITE } from "@/tests/support/integration/request-scope";
import { openTestDatabase, signedInUser, type TestUser } from "@/tests/support/integration/users";
import { droppedTags } from "@/tests/support/integration/dropped-tags";

interface Category {
  id: number;
  name: string;
  slug: string;
  isVisible: boolean;
  sortOrder: number;
  listCount: number;
}
type ErrorBody = { message: string; fieldErrors?: Record<string, string[]> };

let admin: TestUser;
beforeAll(async () => {
  await openTestDatabase();
  admin = await signedInUser("admin");
});

const create = (body: unknown, session = admin.session) => callRoute(createCategory, "/api/admin/categories", { method: "POST", session, headers: SAME_SITE, body });
const update = (id: number | string, body: unknown) =>
  callRoute(updateCategory, `/api/admin/categories/${id}`, { method: "PATCH", session: admin.session, headers: SAME_SITE, body, params: { id: String(id) } });
const remove = (id: number | string) =>
  callRoute(deleteCategory, `/api/admin/categories/${id}`, { method: "DELETE", session: admin.session, headers: SAME_SITE, params: { id: String(id) } });
const list = async () => json<Category[]>(await callRoute(listCategories, "/api/admin/categories", { session: admin.session }));
const visibleSlugs = async () => (await json<{ slug: string }[]>(await callRoute(publicCategories, "/api/public/categories"))).map((category) => category.slug);

describe("admin categories", () => {
  it("creates a category with the slug derived from its name, at the end of the order, with an audit entry", async () => {
    const first = await create({ name: "  Home & Garden  " });
    expect(first.status).toBe(201);
    const home = await json<Category>(first);
    expect(home).toMatchObject({ name: "Home & Garden", slug: "home-garden", isVisible: true, listCount: 0 });
    const second = await json<Category>(await create({ name: "Travel", slug: "trips" }));
    expect(second.slug).toBe("trips");
    expect(second.sortOrder).toBeGreaterThan(home.sortOrder);
    expect(await db.auditEntry.findFirst({ where: { action: "category.create", targetId: String(home.id) } })).toMatchObject({ actorId: admin.id, summary: "Home & Garden" });
    expect(droppedTags).toContain("categories");
  });

  it("creates a category hidden, or at the place sent, when the body says so", async () => {
    const response = await create({ name: "Yachting", slug: "yachting", isVisible: false, sortOrder: -5 });
    expect(response.status).toBe(201);
    const yachting = await json<Category>(response);
    expect(yachting).toMatchObject({ isVisible: false, sortOrder: -5 });
    expect(await db.category.findUniqueOrThrow({ where: { id: yachting.id } })).toMatchObject({ isVisible: false, sortOrder: -5 });
    expect((await list())[0].id).toBe(yachting.id);
    expect(await visibleSlugs()).not.toContain("yachting");

    const wrong = await create({ name: "Sailing", isVisible: "no", sortOrder: 1.5 });
    expect(wrong.status).toBe(400);
    expect((await json<ErrorBody>(wrong)).fieldErrors).toEqual({
      isVisible: ["isVisible must be true or false."],
      sortOrder: ["sortOrder must be a whole number from -1000000 to 1000000."],
    });
    expect(await db.category.count({ where: { name: "Sailing" } })).toBe(0);
  });

  it("keeps a topic's old address leading to it after its slug changes, while it is shown", async () => {
    const topic = await json<Category>(await create({ name: "Moving Topic", slug: "moving-topic" }));
    expect((await update(topic.id, { slug: "moved-topic" })).status).toBe(200);
    expect(await movedPublicPage("/topics/moving-topic")).toBe("/topics/moved-topic");
    expect((await update(topic.id, { isVisible: false })).status).toBe(200);
    expect(await movedPublicPage("/topics/moving-topic")).toBeNull();
  });

  it("answers 409 naming the slug when it is taken, and 400 for a blank name or a bad slug", async () => {
    await create({ name: "Books" });
    const taken = await create({ name: "Books" });
    expect(taken.status).toBe(409);
    expect((await json<ErrorBody>(taken)).message).toBe('The slug "books" is already taken: choose another slug.');
    const blank = await create({ name: "   " });
    expect(blank.status).toBe(400);
    expect((await json<ErrorBody>(blank)).fieldErrors?.name).toEqual(["Please enter a name."]);
    const badSlug = await create({ name: "Music", slug: "Music Now" });
    expect((await json<ErrorBody>(badSlug)).fieldErrors?.slug).toEqual(["URL slug can only contain lowercase letters, numbers, and hyphens."]);
  });

  it("gives a name with no Latin letter or digit the slug category, then category-2 and on", async () => {
    const slugs = [];
    for (const name of ["سفر", "😀😀", "!!!"]) {
      const response = await create({ name });
      expect(response.status, name).toBe(201);
      const category = await json<Category>(response);
      expect(category.name).toBe(name);
      slugs.push(category.slug);
    }
    expect(slugs).toEqual(["category", "category-2", "category-3"]);
  });

  it("says a name or slug that is not text must be text, and reports only the fields sent", async () => {
    const numbered = await create({ name: 123 });
    expect(numbered.status).toBe(400);
    expect((await json<ErrorBody>(numbered)).fieldErrors).toEqual({ name: ["A name must be text."] });
    expect((await json<ErrorBody>(await create({ name: 123, slug: null }))).fieldErrors).toEqual({ name: ["A name must be text."] });

    const topic = await json<Category>(await create({ name: "Typed Topic" }));
    const cleared = await update(topic.id, { slug: null });
    expect(cleared.status).toBe(400);
    expect((await json<ErrorBody>(cleared)).fieldErrors).toEqual({ slug: ["Please enter a URL slug."] });
    expect((await json<ErrorBody>(await update(topic.id, { slug: 7, name: ["x"] }))).fieldErrors).toEqual({
      name: ["A name must be text."],
      slug: ["A URL slug must be text."],
    });
    expect(await db.category.findUniqueOrThrow({ where: { id: topic.id } })).toMatchObject({ name: "Typed Topic", slug: "typed-topic" });
  });

  it("renames a category and changes its slug; 409 for another category's slug; 404 for an unknown id", async () => {
    const pets = await json<Category>(await create({ name: "Pets" }));
    const renamed = await update(pets.id, { name: "Pets & Animals", slug: "pets-animals" });
    expect(renamed.status).toBe(200);
    expect(await json(renamed)).toMatchObject({ id: pets.id, name: "Pets & Animals", slug: "pets-animals" });
    expect(droppedTags).toEqual(expect.arrayContaining(["category-slug:pets", "category-slug:pets-animals", `category:${pets.id}`, "lists"]));
    expect((await update(pets.id, { slug: "books" })).status).toBe(409);
    expect((await update(pets.id, { slug: "pets-animals" })).status).toBe(200);
    expect((await update(999_999, { name: "Nobody" })).status).toBe(404);
    expect((await update(pets.id, {})).status).toBe(400);
    expect((await update("abc", { name: "X" })).status).toBe(400);
  });

  it("hides a category from the public site on the next request, and shows it again", async () => {
    const garden = await json<Category>(await create({ name: "Gardening" }));
    await db.contentList.create({ data: { title: "Seed Starting", slug: "seed-starting", status: "published", categoryId: garden.id, publishedAt: new Date() } });
    expect(await visibleSlugs()).toContain("gardening");
    const hidden = await update(garden.id, { isVisible: false });
    expect(await json(hidden)).toMatchObject({ isVisible: false, listCount: 1 });
    expect(await visibleSlugs()).not.toContain("gardening");
    const byCategory = await callRoute(publicLists, "/api/public/content-lists?category=gardening");
    expect(await json(byCategory)).toEqual([]);
    expect(await db.auditEntry.findFirst({ where: { action: "category.hide", targetId: String(garden.id) } })).not.toBeNull();
    await update(garden.id, { isVisible: true });
    expect(await visibleSlugs()).toContain("gardening");
  });

  it("counts every list in a category, drafts included", async () => {
    const crafts = await json<Category>(await create({ name: "Crafts" }));
    await db.contentList.createMany({
      data: [
        { title: "Knitting", slug: "knitting", status: "published", categoryId: crafts.id },
        { title: "Pottery", slug: "pottery", status: "draft", categoryId: crafts.id },
      ],
    });
    expect((await list()).find((category) => category.id === crafts.id)?.listCount).toBe(2);
  });

  it("deletes a category: its lists become uncategorized and its followers stop following it", async () => {
    const diy = await json<Category>(await create({ name: "DIY" }));
    const item = await db.contentList.create({ data: { title: "Shelves", slug: "shelves", categoryId: diy.id } });
    const follower = await signedInUser("viewer");
    await db.follow.create({ data: { userId: follower.id, followType: "topic", followId: diy.id } });
    expect((await remove(diy.id)).status).toBe(204);
    expect(await db.category.findUnique({ where: { id: diy.id } })).toBeNull();
    expect((await db.contentList.findUniqueOrThrow({ where: { id: item.id } })).categoryId).toBeNull();
    expect(await db.follow.count({ where: { followType: "topic", followId: diy.id } })).toBe(0);
    expect((await remove(diy.id)).status).toBe(404);
  });

  it("reorders the categories, and refuses an order that leaves one out", async () => {
    const ids = (await list()).map((category) => category.id);
    const reversed = [...ids].reverse();
    const call = (body: unknown) => callRoute(reorderCategories, "/api/admin/categories/reorder", { method: "POST", session: admin.session, headers: SAME_SITE, body });
    const answer = await call({ ids: reversed });
    expect(answer.status).toBe(200);
    expect((await json<Category[]>(answer)).map((category) => category.id)).toEqual(reversed);
    expect((await list()).map((category) => category.id)).toEqual(reversed);
    const stale = await call({ ids: reversed.slice(1) });
    expect(stale.status).toBe(409);
    expect((await json<ErrorBody>(stale)).message).toMatch(/reload/);
    expect((await call({ ids: [reversed[0], reversed[0]] })).status).toBe(400);
    expect((await call({ ids: "1,2" })).status).toBe(400);
  });

  it("refuses an empty or repeating order with 400 saying so, and keeps 409 for one that no longer matches the categories", async () => {
    const ids = (await list()).map((category) => category.id);
    const call = (body: unknown) => callRoute(reorderCategories, "/api/admin/categories/reorder", { method: "POST", session: admin.session, headers: SAME_SITE, body });
    const empty = await call({ ids: [] });
    expect(empty.status).toBe(400);
    expect((await json<ErrorBody>(empty)).fieldErrors?.ids).toEqual(["ids must list the categories in their new order; it is empty."]);
    const repeated = await call({ ids: [...ids.slice(1), ids[1]] });
    expect(repeated.status).toBe(400);
    expect((await json<ErrorBody>(repeated)).fieldErrors?.ids).toEqual(["ids must not repeat an id."]);
    const gone = await call({ ids: [...ids.slice(1), 999_999] });
    expect(gone.status).toBe(409);
    expect((await json<ErrorBody>(gone)).message).toBe("The categories have changed since the page loaded: reload and reorder again.");
    expect((await list()).map((category) => category.id)).toEqual(ids);
  });

  it("lets a contributor read the categories for the list editor but not change them", async () => {
    const contributor = await signedInUser("contributor");
    expect((await callRoute(listCategories, "/api/admin/categories", { session: contributor.session })).status).toBe(200);
    expect((await create({ name: "Nope" }, contributor.session)).status).toBe(403);
    const editor = await signedInUser("editor");
    expect((await create({ name: "Nope" }, editor.session)).status).toBe(403);
  });
});

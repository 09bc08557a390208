import { beforeAll, describe, expect, it } from "vitest";
import { DELETE as removeFavorite } from "@/app/api/favorites/[id]/route";
import { GET as checkFavorite } from "@/app/api/favorites/[id]/check/route";
import { GET as listFavorites, POST as addFavorite } from "@/app/api/favorites/route";
import { db } from "@/lib/db";
import { callRoute, json } from "@/tests/support/integration/request-scope";
import { openTestDatabase, signedInUser, type TestUser } from "@/tests/support/integration/users";

let published: { id: number; slug: string }[];
let draft: { id: number };

beforeAll(async () => {
  await openTestDatabase();
  const category = await db.category.create({ data: { name: "Travel", slug: "travel" } });
  const hidden = await db.category.create({ data: { name: "Hidden", slug: "hidden", isVisible: false } });
  published = [];
  for (const [index, slug] of ["packing", "road-trip", "camping"].entries()) {
    published.push(
      await db.contentList.create({
        data: { title: `List ${slug}`, slug, status: "published", categoryId: index === 2 ? hidden.id : category.id, publishedAt: new Date() },
        select: { id: true, slug: true },
      }),
    );
  }
  draft = await db.contentList.create({ data: { title: "Draft", slug: "draft-list", status: "draft" } });
});

const post = (user: TestUser | null, body: unknown) => callRoute(addFavorite, "/api/favorites", { method: "POST", session: user?.session, body });
const remove = (user: TestUser | null, id: number | string) =>
  callRoute(removeFavorite, `/api/favorites/${id}`, { method: "DELETE", session: user?.session, params: { id: String(id) } });
const check = (user: TestUser | null, id: number | string) =>
  callRoute(checkFavorite, `/api/favorites/${id}/check`, { session: user?.session, params: { id: String(id) } });
const list = (user: TestUser | null) => callRoute(listFavorites, "/api/favorites", { session: user?.session });

describe("favorites signed out", () => {
  it("every call answers 401 Unauthorized", async () => {
    for (const response of [await list(null), await post(null, { listId: published[0].id }), await remove(null, published[0].id), await check(null, published[0].id)]) {
      expect(response.status).toBe(401);
      expect((await json<{ message: string }>(response)).message).toMatch(/^Unauthorized: /);
    }
    expect(await db.favorite.count()).toBe(0);
  });
});

describe("favorites signed in", () => {
  it("adds a favorite (201), adding it again returns the same record (200) without a duplicate", async () => {
    const user = await signedInUser();
    const first = await post(user, { listId: published[0].id });
    expect(first.status).toBe(201);
    const record = await json<{ id: number; listId: number; userId: string; createdAt: string }>(first);
    expect(record).toMatchObject({ listId: published[0].id, userId: user.id });
    const second = await post(user, { listId: published[0].id });
    expect(second.status).toBe(200);
    expect(await json(second)).toEqual(record);
    expect(await db.favorite.count({ where: { userId: user.id } })).toBe(1);
  });

  it("checks, lists newest favorite first as list objects, and removes", async () => {
    const user = await signedInUser();
    expect(await json(await check(user, published[1].id))).toEqual({ isFavorited: false });
    await post(user, { listId: published[1].id });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await post(user, { listId: published[0].id });
    expect(await json(await check(user, published[1].id))).toEqual({ isFavorited: true });

    const lists = await json<{ id: number; slug: string; title: string; category: unknown; isFavorite: boolean }[]>(await list(user));
    expect(lists.map((item) => item.slug)).toEqual(["packing", "road-trip"]);
    expect(lists[0]).toMatchObject({ title: "List packing", category: { name: "Travel", slug: "travel" }, isFavorite: false });

    const removed = await remove(user, published[1].id);
    expect(removed.status).toBe(204);
    expect(await json(await check(user, published[1].id))).toEqual({ isFavorited: false });
    expect((await json<{ slug: string }[]>(await list(user))).map((item) => item.slug)).toEqual(["packing"]);
  });

  it("removing a favorite that is not there is not an error (204)", async () => {
    const user = await signedInUser();
    expect((await remove(user, published[2].id)).status).toBe(204);
    expect((await remove(user, 999_999)).status).toBe(204);
  });

  it("answers 404 for a list that does not exist or is not published", async () => {
    const user = await signedInUser();
    for (const listId of [999_999, draft.id]) {
      const response = await post(user, { listId });
      expect(response.status).toBe(404);
      expect((await json<{ message: string }>(response)).message).toBe("List not found: it does not exist or is not published.");
      expect((await check(user, listId)).status).toBe(404);
    }
    expect(await db.favorite.count({ where: { userId: user.id } })).toBe(0);
  });

  it("answers 400 for a missing or malformed list id", async () => {
    const user = await signedInUser();
    for (const body of [{}, { listId: "abc" }, { listId: 1.5 }, { listId: -3 }]) {
      const response = await post(user, body);
      expect(response.status).toBe(400);
      expect((await json<{ fieldErrors: Record<string, string[]> }>(response)).fieldErrors.listId).toEqual(["listId must be the id of a list (a whole number)."]);
    }
    expect((await post(user, "{not json")).status).toBe(400);
    expect((await check(user, "abc")).status).toBe(400);
    expect((await remove(user, "abc")).status).toBe(400);
    // An id no record can have names nothing: removing nothing is not an error.
    expect((await remove(user, "99999999999")).status).toBe(204);
  });

  it("stops showing a favorite when its list is unpublished, and shows it again when republished", async () => {
    const user = await signedInUser();
    const temporary = await db.contentList.create({ data: { title: "Temporary", slug: "temporary", status: "published", publishedAt: new Date() } });
    await post(user, { listId: temporary.id });
    await db.contentList.update({ where: { id: temporary.id }, data: { status: "draft" } });
    expect((await json<{ slug: string }[]>(await list(user))).map((item) => item.slug)).not.toContain("temporary");
    await db.contentList.update({ where: { id: temporary.id }, data: { status: "published" } });
    expect((await json<{ slug: string }[]>(await list(user))).map((item) => item.slug)).toContain("temporary");
  });

  it("a list in a hidden category can be favorited; the hidden category is not revealed", async () => {
    const user = await signedInUser();
    expect((await post(user, { listId: published[2].id })).status).toBe(201);
    const [item] = await json<{ slug: string; category: unknown }[]>(await list(user));
    expect(item).toMatchObject({ slug: "camping", category: null });
  });
});

describe("one person's favorites are their own", () => {
  it("never shows or changes another user's favorites, and the editors' isFavorite flag is not a person's favorite", async () => {
    const alice = await signedInUser();
    const bob = await signedInUser();
    await db.contentList.update({ where: { id: published[1].id }, data: { isFavorite: true } });
    await post(alice, { listId: published[0].id });

    expect(await json(await list(bob))).toEqual([]);
    expect(await json(await check(bob, published[0].id))).toEqual({ isFavorited: false });
    expect(await json(await check(bob, published[1].id))).toEqual({ isFavorited: false });

    expect((await remove(bob, published[0].id)).status).toBe(204);
    expect(await json(await check(alice, published[0].id))).toEqual({ isFavorited: true });

    // Bob adding the same list creates his own record, not a 200 with Alice's.
    const bobs = await post(bob, { listId: published[0].id });
    expect(bobs.status).toBe(201);
    expect((await json<{ userId: string }>(bobs)).userId).toBe(bob.id);
    await db.contentList.update({ where: { id: published[1].id }, data: { isFavorite: false } });
  });
});

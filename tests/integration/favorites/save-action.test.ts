import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { saveListAction } from "@/lib/favorites/save-action";
import { redirectOf } from "@/tests/support/integration/action-redirect";
import { buildRequest, inRequestScope } from "@/tests/support/integration/request-scope";
import { openTestDatabase, signedInUser, type TestUser } from "@/tests/support/integration/users";
import { createList } from "@/tests/support/integration/fixtures";


// Save List and the card heart pressed without JavaScript post to this server action.
let viewer: TestUser;
beforeAll(openTestDatabase);
beforeAll(async () => {
  viewer = await signedInUser("viewer");
});

function save(fields: Record<string, string>, session?: string, referer?: string) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const headers = { host: "localhost:3000", ...(referer && { referer }) };
  return inRequestScope(buildRequest("/", { method: "POST", session, headers }), () => saveListAction(null, form));
}

describe("saving a list without JavaScript", () => {
  it("sends a signed-out visitor to sign-in, returning to the page the form was on (same-site paths only)", async () => {
    const list = await createList();
    expect(await redirectOf(save({ listId: String(list.id), returnTo: "/" }))).toBe("/api/login?callbackUrl=%2F");
    expect(await redirectOf(save({ listId: String(list.id), returnTo: "https://evil.example/" }))).toBe("/api/login?callbackUrl=%2F");
    expect(await db.favorite.count({ where: { listId: list.id } })).toBe(0);
  });

  it("returns from sign-in to the page the form was posted from when the form does not say (the list page's heart)", async () => {
    const list = await createList();
    expect(await redirectOf(save({ listId: String(list.id) }, undefined, `http://localhost:3000/lists/${list.slug}`))).toBe(`/api/login?callbackUrl=%2Flists%2F${list.slug}`);
    expect(await redirectOf(save({ listId: String(list.id) }, undefined, "https://evil.example/lists/x"))).toBe("/api/login?callbackUrl=%2F");
  });

  it("adds the favorite for a signed-in person, once however often it is pressed, and says so", async () => {
    const list = await createList();
    for (let press = 0; press < 2; press += 1) {
      expect(await save({ listId: String(list.id), returnTo: "/" }, viewer.session)).toEqual({ ok: true, message: "Saved to your favorites." });
    }
    expect(await db.favorite.count({ where: { listId: list.id, userId: viewer.id } })).toBe(1);
  });

  it("answers a list that is not public, a missing id or a NUL character with a message, saving nothing", async () => {
    const draft = await createList({ status: "draft" });
    expect(await save({ listId: String(draft.id) }, viewer.session)).toEqual({ ok: false, message: "List not found: it does not exist or is not published." });
    expect(await save({}, viewer.session)).toEqual({ ok: false, message: "This list cannot be saved: its id is missing." });
    expect((await save({ listId: "1\u0000" }, viewer.session))?.ok).toBe(false);
    expect(await db.favorite.count({ where: { userId: viewer.id, listId: draft.id } })).toBe(0);
  });
});

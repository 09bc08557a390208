import { beforeAll, describe, expect, it } from "vitest";
import { DELETE as deleteSecondary, PATCH as updateSecondary } from "@/app/api/admin/secondary-categories/[id]/route";
import { POST as reorderSecondary } from "@/app/api/admin/secondary-categories/reorder/route";
import { GET as listSecondary, POST as createSecondary } from "@/app/api/admin/secondary-categories/route";
import { GET as publicSecondary } from "@/app/api/public/secondary-categories/route";
import { db } from "@/lib/db";
import { callRoute, json, SAME_SITE } from "@/tests/support/integration/request-scope";
import { openTestDatabase, signedInUser, type TestUser } from "@/tests/support/integration/users";

type Chip = { id: number; name: string; slug: string; sortOrder: number };

let admin: TestUser;
beforeAll(async () => {
  await openTestDatabase();
  admin = await signedInUser("admin");
});

const create = (body: unknown) => callRoute(createSecondary, "/api/admin/secondary-categories", { method: "POST", session: admin.session, headers: SAME_SITE, body });
const update = (id: number, body: unknown) =>
  callRoute(updateSecondary, `/api/admin/secondary-categories/${id}`, { method: "PATCH", session: admin.session, headers: SAME_SITE, body, params: { id: String(id) } });
const remove = (id: number) =>
  callRoute(deleteSecondary, `/api/admin/secondary-categories/${id}`, { method: "DELETE", session: admin.session, headers: SAME_SITE, params: { id: String(id) } });
const publicSlugs = async () => (await json<Chip[]>(await callRoute(publicSecondary, "/api/public/secondary-categories"))).map((chip) => chip.slug);

describe("admin secondary categories", () => {
  it("creates, renames, reorders and deletes chips, and the public chips follow at once", async () => {
    const weekend = await json<Chip>(await create({ name: "Weekend Ideas" }));
    const budget = await json<Chip>(await create({ name: "On a Budget" }));
    expect(weekend).toMatchObject({ name: "Weekend Ideas", slug: "weekend-ideas" });
    expect(await publicSlugs()).toEqual(["weekend-ideas", "on-a-budget"]);

    const renamed = await update(weekend.id, { name: "Weekend Plans", slug: "weekend-plans" });
    expect(await json(renamed)).toMatchObject({ name: "Weekend Plans", slug: "weekend-plans" });

    const reorder = await callRoute(reorderSecondary, "/api/admin/secondary-categories/reorder", {
      method: "POST", session: admin.session, headers: SAME_SITE, body: { ids: [budget.id, weekend.id] },
    });
    expect((await json<Chip[]>(reorder)).map((chip) => chip.id)).toEqual([budget.id, weekend.id]);
    expect(await publicSlugs()).toEqual(["on-a-budget", "weekend-plans"]);

    expect((await remove(budget.id)).status).toBe(204);
    expect(await publicSlugs()).toEqual(["weekend-plans"]);
    expect((await remove(budget.id)).status).toBe(404);
    const actions = (await db.auditEntry.findMany({ where: { targetType: "secondary_category" }, orderBy: { id: "asc" } })).map((entry) => entry.action);
    expect(actions).toEqual(["secondary-category.create", "secondary-category.create", "secondary-category.update", "secondary-category.reorder", "secondary-category.delete"]);
  });

  it("creates a chip at the place sent", async () => {
    const response = await create({ name: "Rainy Days", sortOrder: 42 });
    expect(response.status).toBe(201);
    expect(await json(response)).toMatchObject({ slug: "rainy-days", sortOrder: 42 });
  });

  it("answers 409 for a taken slug and 400 for a blank name", async () => {
    const first = await json<Chip>(await create({ name: "Family" }));
    const again = await create({ name: "Family" });
    expect(again.status).toBe(409);
    expect((await json<{ message: string }>(again)).message).toBe('The slug "family" is already taken: choose another slug.');
    const other = await json<Chip>(await create({ name: "Kids" }));
    expect((await update(other.id, { slug: first.slug })).status).toBe(409);
    expect((await create({ name: " " })).status).toBe(400);
    expect((await callRoute(listSecondary, "/api/admin/secondary-categories", { session: admin.session })).status).toBe(200);
  });

  it("gives a name with no Latin letter or digit the slug category, then category-2", async () => {
    const first = await create({ name: "سفر" });
    expect(first.status).toBe(201);
    expect(await json(first)).toMatchObject({ name: "سفر", slug: "category" });
    expect(await json(await create({ name: "😀😀" }))).toMatchObject({ name: "😀😀", slug: "category-2" });
  });
});

import { expect, test } from "@playwright/test";
import { deleteListsTagged, devSignIn, SEEDED_ADMIN } from "@/tests/support/e2e/sign-in";

// Whatever the admin accepts as a slug or handle opens on the public site; what it refuses, it refuses
// with a message. The edge cases are created through the admin API, opened, and removed again.

const TAG = "E2E Address";

test.describe.configure({ timeout: 120_000 });

test("edge-case slugs and handles the admin accepts open on the public site; the ones it refuses say why", async ({ page, baseURL }) => {
  await devSignIn(page, SEEDED_ADMIN);
  const expertIds: number[] = [];
  try {
    const category = ((await (await page.request.get("/api/admin/categories")).json()) as { id: number; slug: string }[])[0];
    for (const handle of ["e2e_edge_curator", "e2e-edge-7"]) {
      const created = await page.request.post("/api/admin/experts", { data: { name: `${TAG} ${handle}`, handle } });
      expect(created.status(), await created.text()).toBe(201);
      const expert = (await created.json()) as { id: number; handle: string };
      expertIds.push(expert.id);
      expect(expert.handle).toBe(handle);
    }
    const slugs = ["2026", "e2e--double-hyphen", `e2e-${"x".repeat(196)}`];
    for (const slug of slugs) {
      const created = await page.request.post("/api/admin/content-lists", {
        data: { title: `${TAG} ${slug.slice(0, 30)}`, slug, content: "<p>Edge.</p>", status: "published", expertId: expertIds[0], categoryId: category.id },
      });
      expect(created.status(), await created.text()).toBe(201);
    }

    for (const slug of slugs) {
      const response = await page.goto(`/lists/${slug}`);
      expect(response!.status(), slug).toBe(200);
      await expect(page.locator("h1")).toHaveText(`${TAG} ${slug.slice(0, 30)}`);
    }
    const curator = await page.goto("/curators/e2e_edge_curator");
    expect(curator!.status()).toBe(200);
    await expect(page.locator("h1")).toHaveText(`${TAG} e2e_edge_curator`);
    // The card's byline links to the handle with the underscore, and it opens.
    await page.goto(`/lists/${slugs[0]}`);
    await page.getByRole("link", { name: `${TAG} e2e_edge_curator` }).first().click();
    await expect(page).toHaveURL(/\/curators\/e2e_edge_curator$/);

    const refusedHandle = await page.request.post("/api/admin/experts", { data: { name: `${TAG} refused`, handle: "e2e_edge_" } });
    expect(refusedHandle.status()).toBe(400);
    expect(((await refusedHandle.json()) as { fieldErrors: Record<string, string[]> }).fieldErrors.handle[0]).toMatch(/start and end with a letter or number/);
    const refusedSlug = await page.request.post("/api/admin/content-lists", { data: { title: `${TAG} refused`, slug: "-e2e-edge-" } });
    expect(refusedSlug.status()).toBe(400);
    expect(((await refusedSlug.json()) as { fieldErrors: Record<string, string[]> }).fieldErrors.slug).toEqual(["A URL slug must start and end with a letter or number."]);
  } finally {
    await deleteListsTagged(baseURL!, TAG);
    for (const id of expertIds) await page.request.delete(`/api/admin/experts/${id}`);
  }
});

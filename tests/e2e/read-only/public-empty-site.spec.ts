import { expect, test } from "@playwright/test";
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { cpSync, rmSync } from "node:fs";
import path from "node:path";
import { productionBuildDir, productionServerCommand, productionServerEnv } from "@/scripts/lib/production-server";
import { stopOwnServer } from "@/tests/support/e2e/own-server";
import { freePort } from "@/tests/support/free-port";

// A site whose database is empty: its own server on its own embedded database (the shared e2e server
// is seeded). First with nothing at all (the fallback samples), then with one curator who has only a draft.
// It serves a copy of the build without the build's data cache, which holds the seeded server's cached
// reads (categories, settings).

const root = path.resolve(import.meta.dirname, "../../..");
const emptyRoot = `${process.env.E2E_DIR || ".e2e"}-empty`;
// E2E_DIR may be relative to the project or absolute; Next.js takes the build folder relative to the project.
const emptyDir = path.resolve(root, emptyRoot);
const dataDir = path.join(emptyDir, "pglite");
const distDir = path.relative(root, path.join(emptyDir, "dist"));
let server: ChildProcess | null = null;
let baseUrl = "";

async function startServer() {
  const port = await freePort();
  baseUrl = `http://localhost:${port}`;
  server = spawn(...productionServerCommand(), {
    cwd: root,
    detached: true,
    stdio: "ignore",
    env: productionServerEnv({
      ...process.env,
      PORT: String(port),
      SITE_URL: baseUrl,
      PGLITE_DIR: dataDir,
      NEXT_DIST_DIR: distDir,
      DATABASE_URL: "",
      RATE_LIMIT_DISABLED: "true",
    }),
  });
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${baseUrl}/trending`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error("The empty-site server did not start");
}

async function stopServer() {
  await stopOwnServer(server);
  server = null;
}

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  rmSync(emptyDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  const builtDir = productionBuildDir();
  cpSync(builtDir, path.join(root, distDir), { recursive: true, filter: (source) => source !== path.join(builtDir, "cache") });
  await startServer();
});

test.afterAll(async () => {
  test.setTimeout(60_000);
  await stopServer();
  rmSync(emptyDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
});

test("with no lists, experts or categories the home page shows the samples, none of them linked", async ({ page }) => {
  await page.goto(`${baseUrl}/`);
  await expect(page.locator("h1")).toHaveText("Practical, inspirational, and expert lists for all your plans and projects.");
  await expect(page.getByTestId("hero").getByRole("listitem")).toHaveCount(10);
  const lists = page.getByTestId("recommended-lists");
  await expect(lists.locator("article")).toHaveCount(5);
  await expect(lists.getByRole("link")).toHaveCount(0);
  await expect(page.getByText("Examples of the lists you will find here.", { exact: false })).toBeVisible();
  const experts = page.getByTestId("home-experts");
  await expect(experts.locator("article")).toHaveCount(5);
  await expect(experts.getByRole("link")).toHaveCount(0);
  const bar = page.getByRole("navigation", { name: "Categories" }).getByRole("link");
  await expect(bar).toHaveCount(8);
  await expect(bar.first()).toHaveAttribute("href", "/trending");
  for (const href of (await bar.evaluateAll((links) => links.map((link) => link.getAttribute("href")))).slice(1)) {
    expect(href).toMatch(/^\/search\?q=/);
  }
});

test("trending and search say there is nothing yet", async ({ page }) => {
  await page.goto(`${baseUrl}/trending`);
  await expect(page.getByText("No trending lists available yet. Check back soon!")).toBeVisible();
  await page.goto(`${baseUrl}/search?q=Travel`);
  await expect(page.getByText("Found 0 list(s)")).toBeVisible();
  await expect(page.getByText("No lists found matching your search criteria.")).toBeVisible();
});

test("a curator whose only list is a draft has published nothing yet", async ({ page }) => {
  test.setTimeout(150_000);
  await stopServer();
  const result = spawnSync("npx", ["tsx", "tests/support/e2e/empty-site-data.ts", "quiet-curator"], {
    cwd: root,
    env: { ...process.env, PGLITE_DIR: dataDir, DATABASE_URL: "" },
    encoding: "utf8",
  });
  expect(result.status, result.stderr).toBe(0);
  await startServer();

  await page.goto(`${baseUrl}/curators/quiet-curator`);
  await expect(page.locator("h1")).toHaveText("Quiet Curator");
  await expect(page.getByRole("heading", { name: "Curated Lists (0)" })).toBeVisible();
  await expect(page.getByText("This curator hasn't published any lists yet.")).toBeVisible();
  const response = await page.goto(`${baseUrl}/lists/an-unpublished-draft`);
  expect(response!.status()).toBe(404);

  await page.goto(`${baseUrl}/`);
  await expect(page.getByTestId("home-experts").getByRole("link", { name: "QUIET CURATOR" })).toHaveAttribute("href", "/curators/quiet-curator");
  await expect(page.getByTestId("recommended-lists").getByRole("link")).toHaveCount(0);
});

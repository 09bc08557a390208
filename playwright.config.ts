import { defineConfig, devices } from "@playwright/test";
import { E2E_ADMIN_EMAIL, TEST_CLIENT } from "./tests/support/oidc/test-account";

// End-to-end tests drive the production build (`next build`, then server.ts) on a freshly seeded
// embedded database, in Debian's Chromium (Playwright cannot download its own browser here).
export const E2E_PORT = Number(process.env.E2E_PORT || 3100);
export const E2E_URL = `http://localhost:${E2E_PORT}`;
// The test OpenID Connect provider (tests/support/oidc) the auth specs sign in through.
export const E2E_OIDC_PORT = Number(process.env.E2E_OIDC_PORT || E2E_PORT + 100);
export const E2E_OIDC_ISSUER = `http://localhost:${E2E_OIDC_PORT}`;

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "test-results",
  fullyParallel: false,
  // Two browsers at a time for the specs that only read the shared site; the ones that change it run
  // one at a time afterwards (see projects). A spec's folder says which kind it is.
  workers: 2,
  // One retry everywhere: a browser on a busy 2-core machine occasionally misses a hydration race.
  retries: 1,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    baseURL: E2E_URL,
    screenshot: "only-on-failure",
    trace: "off",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--no-first-run", "--disable-dev-shm-usage"],
    },
  },
  projects: [
    // tests/e2e/read-only: visitors' specs that change nothing another spec reads (a report at most), so
    // files run side by side.
    {
      name: "chromium",
      testDir: "tests/e2e/read-only",
      use: { ...devices["Desktop Chrome"], channel: undefined },
    },
    // tests/e2e/writes: signing in, submitting and the admin panel write to the shared database (lists,
    // categories, theme, roles), which the visitors' specs count: after them, one file at a time.
    {
      name: "chromium-writes",
      testDir: "tests/e2e/writes",
      dependencies: ["chromium"],
      workers: 1,
      use: { ...devices["Desktop Chrome"], channel: undefined },
    },
  ],
  webServer: [
    {
      command: "bash scripts/e2e-server.sh",
      url: `${E2E_URL}/api/public/site-settings`,
      timeout: 300_000,
      reuseExistingServer: false,
      stdout: "pipe",
      stderr: "pipe",
      env: {
        PORT: String(E2E_PORT),
        SITE_URL: E2E_URL,
        // Sign-in through the test OpenID Connect provider below (the development sign-in stays on too).
        OIDC_ISSUER: E2E_OIDC_ISSUER,
        OIDC_CLIENT_ID: TEST_CLIENT.id,
        OIDC_CLIENT_SECRET: TEST_CLIENT.secret,
        OIDC_NAME: "Test Identity Provider",
        ADMIN_EMAILS: E2E_ADMIN_EMAIL,
      },
    },
    {
      command: "npx tsx tests/support/oidc/server.ts",
      url: `${E2E_OIDC_ISSUER}/.well-known/openid-configuration`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: "pipe",
      stderr: "pipe",
      env: { OIDC_TEST_PORT: String(E2E_OIDC_PORT), APP_URL: E2E_URL },
    },
  ],
});

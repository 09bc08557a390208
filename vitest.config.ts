import { availableParallelism } from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";

const root = import.meta.dirname;
const alias = {
  "@": root,
  // Both exist to stop server code leaking into the browser bundle or running outside Next's request
  // scope; tests call lib/ directly, so they get inert stand-ins.
  "server-only": path.join(root, "tests/support/stand-ins/server-only.ts"),
  "next/cache": path.join(root, "tests/support/stand-ins/next-cache.ts"),
};

const integration = (name: string, setupFile: string, globalSetup: string) => ({
  resolve: { alias },
  test: {
    name,
    include: ["tests/integration/**/*.test.ts"],
    environment: "node",
    setupFiles: ["tests/support/integration/setup.ts", setupFile],
    globalSetup,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    // Vitest's default leaves a core to its main process, which mostly waits: on two cores that ran one
    // file at a time.
    maxWorkers: availableParallelism(),
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.{ts,tsx}"],
          environment: "node",
          setupFiles: ["tests/support/unit/setup.ts"],
        },
      },
      integration("integration-pglite", "tests/support/integration/pglite-setup.ts", "tests/support/integration/pglite-global-setup.ts"),
      ...(process.env.TEST_DATABASE_URL
        ? [integration("integration-postgres", "tests/support/integration/postgres-setup.ts", "tests/support/integration/postgres-global-setup.ts")]
        : []),
    ],
  },
});

import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { beforeAll, describe, expect, it } from "vitest";
import { setUserRoleByEmail } from "@/lib/auth/set-role";
import { openDatabase, type DatabaseTarget } from "@/lib/db/client";
import { db } from "@/lib/db";
import { openTestDatabase } from "@/tests/support/integration/users";

const run = promisify(execFile);
beforeAll(openTestDatabase);

describe("setting a role from the command line", () => {
  it("sets any of the four roles, finding the user by email case-insensitively", async () => {
    const user = await db.user.create({ data: { email: "role@example.com", firstName: "Rolf", emailVerified: new Date() } });
    for (const role of ["admin", "editor", "contributor", "viewer"] as const) {
      const result = await setUserRoleByEmail(db, "ROLE@example.com", role);
      expect(result).toMatchObject({ role, email: "role@example.com" });
      expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).role).toBe(role);
    }
  });

  it("refuses an unknown role and an unknown user with a message that says what to do", async () => {
    await db.user.create({ data: { email: "known@example.com", emailVerified: new Date() } });
    await expect(setUserRoleByEmail(db, "known@example.com", "owner")).rejects.toThrow('Unknown role "owner". Use one of: admin, editor, contributor, viewer.');
    await expect(setUserRoleByEmail(db, "nobody@example.com", "admin")).rejects.toThrow(
      "No user with the email nobody@example.com. They must sign in once before a role can be set.",
    );
  });

  it("sets no role for an address the sign-in provider did not verify, and says why", async () => {
    const claimed = await db.user.create({ data: { email: "boss@example.com", firstName: "Not the boss" } });
    await expect(setUserRoleByEmail(db, "boss@example.com", "admin")).rejects.toThrow(
      "The user with the email boss@example.com signed in with a provider that did not verify that address, so no role is set for it.",
    );
    expect((await db.user.findUniqueOrThrow({ where: { id: claimed.id } })).role).toBe("viewer");
  });

  it("npm run user:role -- <email> <role> changes the role in the configured database", async () => {
    // The script opens the database itself: a PostgreSQL test database is shared through DATABASE_URL;
    // the embedded one lives in this process's memory, so the script gets a data folder of its own.
    const folder = process.env.DATABASE_URL ? null : mkdtempSync(path.join(tmpdir(), "set-role-"));
    const target: DatabaseTarget = folder ? { kind: "embedded", dataDir: folder } : { kind: "postgres", url: process.env.DATABASE_URL! };
    const env = { ...process.env, ...(folder ? { PGLITE_DIR: folder, DATABASE_URL: "" } : {}) };
    try {
      if (folder) {
        const embedded = openDatabase(target);
        await embedded.prisma.user.create({ data: { email: "cli@example.com", firstName: "Cli", lastName: "User", emailVerified: new Date() } });
        await embedded.close();
        // The data folder's lock is held until this process exits; it is closed, so hand it over.
        rmSync(`${folder}.lock`, { force: true });
      } else {
        await db.user.create({ data: { email: "cli@example.com", firstName: "Cli", lastName: "User", emailVerified: new Date() } });
      }
      const script = path.resolve("scripts/set-role.ts");
      const tsx = path.resolve("node_modules/.bin/tsx");
      const { stdout } = await run(tsx, [script, "CLI@example.com", "editor"], { env });
      expect(stdout).toMatch(/Cli User <cli@example.com> is now editor \(was viewer\)/);

      const usage = await run(tsx, [script, "cli@example.com"], { env }).catch((error: { code: number; stderr: string }) => error);
      expect(usage).toMatchObject({ code: 2, stderr: expect.stringContaining("Usage: npm run user:role -- <email> <role>") });
      const badRole = await run(tsx, [script, "cli@example.com", "owner"], { env }).catch((error: { code: number; stderr: string }) => error);
      expect(badRole).toMatchObject({ code: 1, stderr: expect.stringContaining('Unknown role "owner"') });

      const check = folder ? openDatabase(target) : null;
      const role = (await (check?.prisma ?? db).user.findUniqueOrThrow({ where: { email: "cli@example.com" } })).role;
      await check?.close();
      expect(role).toBe("editor");
    } finally {
      if (folder) for (const leftover of [folder, `${folder}.lock`]) rmSync(leftover, { recursive: true, force: true });
    }
  }, 120_000);
});

// Roles given by email before a sign-in, against a sign-in at the same moment: the grant and its use both
// hold the role lock, so neither acts on what the other is changing.
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { applyRoleGrant, grantStaffRole } from "@/lib/users/role-grants";
import { lockRolesAndCheck } from "@/lib/users/staff";
import { openTestDatabase, signedInUser, type TestUser } from "@/tests/support/integration/users";

const onPostgres = process.env.DATABASE_URL?.startsWith("postgres") ?? false;

let admin: TestUser;
beforeAll(async () => {
  await openTestDatabase();
  admin = await signedInUser("admin");
});

/** Holds the role lock in a transaction that runs `work`, until the returned `release` is called. */
async function holdRoleLock(work: (tx: Parameters<Parameters<typeof db.$transaction>[0]>[0]) => Promise<unknown>) {
  let release!: () => void;
  let locked!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const isLocked = new Promise<void>((resolve) => (locked = resolve));
  const done = db.$transaction(async (tx) => {
    await lockRolesAndCheck(tx);
    await work(tx);
    locked();
    await released;
  }, { timeout: 20_000 });
  await isLocked;
  return { release, done };
}

describe.skipIf(!onPostgres)("a role granted by email, at the moment its owner signs in", () => {
  it("applies the grant as it stands once an admin's change to it has committed", async () => {
    const user = await db.user.create({ data: { email: "changing.grant@example.com", emailVerified: new Date(), firstName: "Changing" } });
    await db.roleGrant.create({ data: { email: "changing.grant@example.com", role: "editor" } });
    const change = await holdRoleLock((tx) => tx.roleGrant.update({ where: { email: "changing.grant@example.com" }, data: { role: "admin" } }));
    const signIn = applyRoleGrant(user.id);
    await new Promise((resolve) => setTimeout(resolve, 300));
    change.release();
    await Promise.all([change.done, signIn]);
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).role).toBe("admin");
    expect(await db.roleGrant.count({ where: { email: "changing.grant@example.com" } })).toBe(0);
  });

  it("gives the role at once to an address verified while the grant waited for the lock", async () => {
    // A sign-in verifying the address, holding the lock as a sign-in applying a grant does.
    const signIn = await holdRoleLock((tx) => tx.user.create({ data: { email: "just.verified@example.com", emailVerified: new Date(), firstName: "Just" } }));
    const granting = grantStaffRole(admin.id, "just.verified@example.com", "editor");
    await new Promise((resolve) => setTimeout(resolve, 300));
    signIn.release();
    await signIn.done;
    expect(await granting).toMatchObject({ applied: "user", user: { role: "editor" } });
    expect((await db.user.findUniqueOrThrow({ where: { email: "just.verified@example.com" } })).role).toBe("editor");
    expect(await db.roleGrant.count({ where: { email: "just.verified@example.com" } })).toBe(0);
  });
});

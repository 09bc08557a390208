import { beforeAll, describe, expect, it } from "vitest";
import { GET as getCurrentUser } from "@/app/api/auth/user/route";
import { PATCH as changeRole } from "@/app/api/admin/users/[userId]/role/route";
import { GET as listUsers } from "@/app/api/admin/users/route";
import { db } from "@/lib/db";
import { callRoute, json, SAME_SITE } from "@/tests/support/integration/request-scope";
import { openTestDatabase, signedInUser } from "@/tests/support/integration/users";

beforeAll(openTestDatabase);

const patchRole = (session: string, userId: string, role: unknown) =>
  callRoute(changeRole, `/api/admin/users/${userId}/role`, { method: "PATCH", session, headers: SAME_SITE, body: { role }, params: { userId } });

describe("user roles", () => {
  it("lists every user with id, names, email and role", async () => {
    const admin = await signedInUser("admin");
    const users = await json<{ id: string; role: string; email: string }[]>(await callRoute(listUsers, "/api/admin/users", { session: admin.session }));
    expect(users.find((user) => user.id === admin.id)).toMatchObject({ email: admin.email, role: "admin", firstName: "Test", lastName: "admin" });
  });

  it("applies a new role on the user's next request, and records who changed it", async () => {
    const admin = await signedInUser("admin");
    const person = await signedInUser("viewer");
    const response = await patchRole(admin.session, person.id, "editor");
    expect(response.status).toBe(200);
    expect(await json(response)).toMatchObject({ id: person.id, role: "editor" });
    expect(await json(await callRoute(getCurrentUser, "/api/auth/user", { session: person.session }))).toMatchObject({ role: "editor" });
    const entry = await db.auditEntry.findFirst({ where: { action: "user.role", targetId: person.id } });
    expect(entry).toMatchObject({ actorId: admin.id, targetType: "user", summary: "Test viewer: viewer → editor" });
  });

  it("refuses to demote the last admin with 409, and allows it once there is another", async () => {
    await db.user.updateMany({ where: { role: "admin" }, data: { role: "viewer" } });
    const only = await signedInUser("admin");
    const refused = await patchRole(only.session, only.id, "editor");
    expect(refused.status).toBe(409);
    expect((await json<{ message: string }>(refused)).message).toMatch(/last admin/);
    expect((await db.user.findUniqueOrThrow({ where: { id: only.id } })).role).toBe("admin");
    const second = await signedInUser("admin");
    expect((await patchRole(second.session, only.id, "editor")).status).toBe(200);
  });

  it("answers 400 for an unknown role and 404 for an unknown user", async () => {
    const admin = await signedInUser("admin");
    const bad = await patchRole(admin.session, admin.id, "owner");
    expect(bad.status).toBe(400);
    expect((await json<{ fieldErrors: Record<string, string[]> }>(bad)).fieldErrors.role).toEqual(["role must be one of: admin, editor, contributor, viewer."]);
    expect((await patchRole(admin.session, "00000000-0000-4000-8000-000000000000", "editor")).status).toBe(404);
    expect((await patchRole(admin.session, "not-a-uuid", "editor")).status).toBe(404);
  });
});

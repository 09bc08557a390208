import { beforeAll, describe, expect, it } from "vitest";
import { POST as createCategory } from "@/app/api/admin/categories/route";
import { GET as listExperts } from "@/app/api/admin/experts/route";
import { PATCH as changeRole } from "@/app/api/admin/users/[userId]/role/route";
import { callRoute, SAME_SITE } from "@/tests/support/integration/request-scope";
import { openTestDatabase, signedInUser } from "@/tests/support/integration/users";

beforeAll(openTestDatabase);

describe("a role change", () => {
  it("grants and withdraws access on the user's very next request, with the same session", async () => {
    const admin = await signedInUser("admin");
    const person = await signedInUser("viewer");
    const setRole = (role: string) =>
      callRoute(changeRole, `/api/admin/users/${person.id}/role`, { method: "PATCH", session: admin.session, headers: SAME_SITE, body: { role }, params: { userId: person.id } });
    const readExperts = () => callRoute(listExperts, "/api/admin/experts", { session: person.session });
    const addCategory = (name: string) => callRoute(createCategory, "/api/admin/categories", { method: "POST", session: person.session, headers: SAME_SITE, body: { name } });

    expect((await readExperts()).status).toBe(403);
    expect((await setRole("contributor")).status).toBe(200);
    expect((await readExperts()).status).toBe(200);
    expect((await addCategory("Before Admin")).status).toBe(403);
    expect((await setRole("admin")).status).toBe(200);
    expect((await addCategory("As Admin")).status).toBe(201);
    expect((await setRole("viewer")).status).toBe(200);
    expect((await readExperts()).status).toBe(403);
  });
});

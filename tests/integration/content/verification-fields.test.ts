import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { json } from "@/tests/support/integration/request-scope";
import { openTestDatabase, signedInUser, type TestUser } from "@/tests/support/integration/users";
import { contentApi } from "./support";

// Marking a list verified is editors' and admins' work: a contributor's own list keeps whatever
// verification an editor gave it, through the editor's save and through a restore alike.
const REFUSED = "Only editors and admins can mark a list verified or change when it was last verified.";

let contributor: TestUser;
let editor: TestUser;
beforeAll(async () => {
  await openTestDatabase();
  contributor = await signedInUser("contributor");
  editor = await signedInUser("editor");
});

let n = 0;
const ownList = async (extra: Record<string, unknown> = {}) => {
  n += 1;
  const response = await contentApi.create(contributor.session, { title: `Own list ${n}`, slug: `own-verification-${n}`, ...extra });
  return { response, list: response.status === 201 ? await json<{ id: number }>(response) : null };
};

describe("who may change a list's verification", () => {
  it("refuses a contributor who creates a list marked verified, naming the fields", async () => {
    const { response } = await ownList({ verificationStatus: "verified", lastVerifiedAt: "2026-11-01" });
    expect(response.status).toBe(403);
    const answer = await json<{ message: string; fieldErrors: Record<string, string[]> }>(response);
    expect(answer.message).toBe(REFUSED);
    expect(Object.keys(answer.fieldErrors).sort()).toEqual(["lastVerifiedAt", "verificationStatus"]);
  });

  it("refuses a contributor who marks their own list verified, and changes nothing", async () => {
    const { list } = await ownList();
    const refused = await contentApi.update(contributor.session, list!.id, { title: "Renamed", verificationStatus: "verified" });
    expect(refused.status).toBe(403);
    expect(await db.contentList.findUniqueOrThrow({ where: { id: list!.id }, select: { title: true, verificationStatus: true } })).toEqual({
      title: `Own list ${n}`,
      verificationStatus: "community",
    });
  });

  it("lets a contributor save their list with the verification an editor gave it, keeping its moment", async () => {
    const { list } = await ownList();
    const verifiedAt = new Date("2026-10-15T09:30:00Z");
    await db.contentList.update({ where: { id: list!.id }, data: { verificationStatus: "verified", lastVerifiedAt: verifiedAt } });
    // The editor sends back what it shows: the status and the day.
    const saved = await contentApi.update(contributor.session, list!.id, { title: "Still verified", verificationStatus: "verified", lastVerifiedAt: "2026-10-15" });
    expect(saved.status).toBe(200);
    const stored = await db.contentList.findUniqueOrThrow({ where: { id: list!.id } });
    expect(stored).toMatchObject({ title: "Still verified", verificationStatus: "verified" });
    expect(stored.lastVerifiedAt?.toISOString()).toBe(verifiedAt.toISOString());
    expect((await contentApi.update(contributor.session, list!.id, { lastVerifiedAt: "2026-11-30" })).status).toBe(403);
  });

  it("lets an editor mark any list verified", async () => {
    const { list } = await ownList();
    const saved = await contentApi.update(editor.session, list!.id, { verificationStatus: "verified", lastVerifiedAt: "2026-11-30" });
    expect(saved.status).toBe(200);
    expect(await json(saved)).toMatchObject({ verificationStatus: "verified", lastVerifiedAt: "2026-11-30T00:00:00.000Z" });
  });

  it("restores everything but the verification when a contributor restores a version", async () => {
    const { list } = await ownList();
    await contentApi.update(contributor.session, list!.id, { title: "Second title" });
    await db.contentList.update({ where: { id: list!.id }, data: { verificationStatus: "verified", lastVerifiedAt: new Date("2026-11-20T12:00:00Z") } });
    const versions = await json<{ id: number; versionNumber: number }[]>(await contentApi.versions(contributor.session, list!.id));
    const first = versions.find((version) => version.versionNumber === 1)!;
    const restored = await contentApi.restore(contributor.session, list!.id, first.id);
    expect(restored.status).toBe(200);
    expect(await json(restored)).toMatchObject({ title: `Own list ${n}`, verificationStatus: "verified", lastVerifiedAt: "2026-11-20T12:00:00.000Z" });
  });
});

import { beforeAll, describe, expect, it } from "vitest";
import { DELETE as deleteExpert, PATCH as updateExpert } from "@/app/api/admin/experts/[id]/route";
import { GET as listExperts, POST as createExpert } from "@/app/api/admin/experts/route";
import { GET as getCurator } from "@/app/api/public/curators/[handle]/route";
import { db } from "@/lib/db";
import { movedPublicPage } from "@/lib/public/moved-pages";
import { callRoute, json, SAME_SITE } from "@/tests/support/integration/request-scope";
import { openTestDatabase, signedInUser, type TestUser } from "@/tests/support/integration/users";
import { droppedTags } from "@/tests/support/integration/dropped-tags";

interface Expert {
  id: number;
  name: string;
  handle: string;
  specialty: string | null;
  bio: string | null;
  imageUrl: string | null;
  verified: boolean;
  credibilityScore: number;
  socials: Record<string, string>;
  sortOrder: number;
  listCount: number;
}
type ErrorBody = { message: string; fieldErrors?: Record<string, string[]> };

let editor: TestUser;
beforeAll(async () => {
  await openTestDatabase();
  editor = await signedInUser("editor");
});

const create = (body: unknown, session = editor.session) => callRoute(createExpert, "/api/admin/experts", { method: "POST", session, headers: SAME_SITE, body });
const update = (id: number | string, body: unknown) =>
  callRoute(updateExpert, `/api/admin/experts/${id}`, { method: "PATCH", session: editor.session, headers: SAME_SITE, body, params: { id: String(id) } });
const remove = (id: number) => callRoute(deleteExpert, `/api/admin/experts/${id}`, { method: "DELETE", session: editor.session, headers: SAME_SITE, params: { id: String(id) } });

describe("admin experts", () => {
  it("creates an expert with every field, and the defaults for the ones left out", async () => {
    const full = await create({
      name: "Maya Chen",
      handle: "maya",
      specialty: "Travel",
      bio: "Plans trips.",
      imageUrl: "/media/maya.jpg",
      verified: true,
      credibilityScore: 91,
      socials: { website: "https://maya.example.com", email: "maya@example.com", twitter: "@maya", linkedin: "https://linkedin.com/in/maya", extra: "dropped" },
      sortOrder: 3,
    });
    expect(full.status).toBe(201);
    expect(await json(full)).toMatchObject({
      name: "Maya Chen", handle: "maya", specialty: "Travel", bio: "Plans trips.", imageUrl: "/media/maya.jpg", verified: true, credibilityScore: 91,
      socials: { website: "https://maya.example.com", email: "maya@example.com", twitter: "@maya", linkedin: "https://linkedin.com/in/maya" }, sortOrder: 3, listCount: 0,
    });
    const plain = await json<Expert>(await create({ name: "Tom Alvarez", socials: { website: "", email: " " } }));
    expect(plain).toMatchObject({ handle: "tom-alvarez", verified: false, credibilityScore: 50, sortOrder: 0, specialty: null, imageUrl: null, socials: {} });
    expect(await db.auditEntry.findFirst({ where: { action: "expert.create", targetId: String(plain.id) } })).toMatchObject({ actorId: editor.id, summary: "Tom Alvarez" });
  });

  it("derives a free handle from the name when none is given", async () => {
    const first = await json<Expert>(await create({ name: "Sam Lee!" }));
    const second = await json<Expert>(await create({ name: "Sam  Lee" }));
    expect([first.handle, second.handle]).toEqual(["sam-lee", "sam-lee-2"]);
  });

  it("gives experts of one name created at the same moment a free handle each", async () => {
    const answers = await Promise.all([1, 2, 3, 4].map(() => create({ name: "Rui Costa" })));
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201]);
    const handles = await Promise.all(answers.map(async (answer) => (await json<Expert>(answer)).handle));
    expect(handles.sort()).toEqual(["rui-costa", "rui-costa-2", "rui-costa-3", "rui-costa-4"]);
  });

  it("keeps a curator's old address leading to them after their handle changes", async () => {
    const curator = await json<{ id: number; handle: string }>(await create({ name: "Moving Curator", handle: "moving-curator" }));
    expect((await update(curator.id, { handle: "moved-curator" })).status).toBe(200);
    expect(await movedPublicPage("/curators/moving-curator")).toBe("/curators/moved-curator");
  });

  it("answers 409 for a taken handle and 400 for bad fields", async () => {
    await create({ name: "Ana", handle: "ana" });
    const taken = await create({ name: "Other Ana", handle: "ana" });
    expect(taken.status).toBe(409);
    expect((await json<ErrorBody>(taken)).message).toBe('The handle "ana" is already taken: choose another handle.');
    const bad = await json<ErrorBody>(
      await create({ name: " ", handle: "Not OK", credibilityScore: 101, imageUrl: "javascript:alert(1)", socials: { email: "nope", website: "ftp://x" }, sortOrder: 1.5 }),
    );
    expect(Object.keys(bad.fieldErrors ?? {}).sort()).toEqual(["credibilityScore", "handle", "imageUrl", "name", "socials", "sortOrder"]);
    expect(bad.fieldErrors?.name).toEqual(["Please enter a name."]);
    expect((await create({ name: "Score", credibilityScore: -1 })).status).toBe(400);
    expect((await create({ name: "Score", credibilityScore: 0 })).status).toBe(201);
  });

  it("says a name or handle that is not text must be text", async () => {
    const expert = await json<Expert>(await create({ name: "Typed Expert" }));
    const cleared = await update(expert.id, { handle: null });
    expect(cleared.status).toBe(400);
    expect((await json<{ fieldErrors: Record<string, string[]> }>(cleared)).fieldErrors).toEqual({ handle: ["Please enter a handle."] });
    const numbered = await update(expert.id, { handle: 5, name: 5 });
    expect((await json<{ fieldErrors: Record<string, string[]> }>(numbered)).fieldErrors).toEqual({ name: ["A name must be text."], handle: ["A handle must be text."] });
    expect(await db.expert.findUniqueOrThrow({ where: { id: expert.id } })).toMatchObject({ name: "Typed Expert", handle: expert.handle });
  });

  it("refuses a picture path a browser would load from another host", async () => {
    for (const imageUrl of ["/\\evil.example", "/\\/evil.example/a.png", "/\t/evil.example/a.png", "/\n/evil.example/a.png"]) {
      const response = await create({ name: "Pictured Expert", imageUrl });
      expect(response.status, JSON.stringify(imageUrl)).toBe(400);
      expect((await json<{ fieldErrors: Record<string, string[]> }>(response)).fieldErrors.imageUrl).toEqual([
        "imageUrl must be a path on this site (such as /media/photo.jpg) or an address starting with http:// or https://.",
      ]);
    }
    expect(await db.expert.count({ where: { name: "Pictured Expert" } })).toBe(0);
  });

  it("updates only the fields sent; a new handle moves the curator page", async () => {
    const expert = await json<Expert>(await create({ name: "Lena Park", handle: "lena", specialty: "Food", credibilityScore: 70 }));
    const changed = await update(expert.id, { name: "Lena Park-Kim", handle: "lena-pk", verified: true });
    expect(changed.status).toBe(200);
    expect(await json(changed)).toMatchObject({ name: "Lena Park-Kim", handle: "lena-pk", verified: true, specialty: "Food", credibilityScore: 70 });
    expect(droppedTags).toEqual(expect.arrayContaining([`expert:${expert.id}`, "expert-handle:lena", "expert-handle:lena-pk", "experts"]));
    const page = (handle: string) => callRoute(getCurator, `/api/public/curators/${handle}`, { params: { handle } });
    expect((await page("lena")).status).toBe(404);
    expect((await page("lena-pk")).status).toBe(200);
    expect((await update(expert.id, { handle: "ana" })).status).toBe(409);
    expect((await update(expert.id, { handle: "lena-pk" })).status).toBe(200);
    expect((await update(expert.id, { specialty: "" })).status).toBe(200);
    expect((await db.expert.findUniqueOrThrow({ where: { id: expert.id } })).specialty).toBeNull();
    expect((await update(expert.id, {})).status).toBe(400);
    expect((await update(999_999, { name: "Nobody" })).status).toBe(404);
  });

  it("counts the expert's lists, and deleting keeps the lists without an expert and ends follows", async () => {
    const expert = await json<Expert>(await create({ name: "Ravi Shah" }));
    const lists = await Promise.all(
      ["one", "two"].map((slug, index) => db.contentList.create({ data: { title: slug, slug: `ravi-${slug}`, expertId: expert.id, status: index ? "draft" : "published" } })),
    );
    const all = await json<Expert[]>(await callRoute(listExperts, "/api/admin/experts", { session: editor.session }));
    expect(all.find((row) => row.id === expert.id)?.listCount).toBe(2);
    const follower = await signedInUser("viewer");
    await db.follow.create({ data: { userId: follower.id, followType: "curator", followId: expert.id } });
    expect((await remove(expert.id)).status).toBe(204);
    expect(await db.contentList.count({ where: { id: { in: lists.map((list) => list.id) }, expertId: null } })).toBe(2);
    expect(await db.follow.count({ where: { followType: "curator", followId: expert.id } })).toBe(0);
    expect(await db.auditEntry.findFirst({ where: { action: "expert.delete", targetId: String(expert.id) } })).not.toBeNull();
    expect((await remove(expert.id)).status).toBe(404);
  });

  it("lets a contributor read the experts but only editors and admins change them", async () => {
    const contributor = await signedInUser("contributor");
    expect((await callRoute(listExperts, "/api/admin/experts", { session: contributor.session })).status).toBe(200);
    expect((await create({ name: "Nope" }, contributor.session)).status).toBe(403);
    expect((await create({ name: "Yes" }, (await signedInUser("admin")).session)).status).toBe(201);
  });
});

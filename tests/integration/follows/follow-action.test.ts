import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { followAction } from "@/lib/follows/follow-action";
import { redirectOf } from "@/tests/support/integration/action-redirect";
import { buildRequest, inRequestScope } from "@/tests/support/integration/request-scope";
import { openTestDatabase, signedInUser, type TestUser } from "@/tests/support/integration/users";
import { createCategory, createExpert } from "@/tests/support/integration/fixtures";

// Follow pressed without JavaScript posts to this server action, from the page the button is on.
let reader: TestUser;
beforeAll(openTestDatabase);
beforeAll(async () => {
  reader = await signedInUser("viewer");
});

function follow(fields: Record<string, string>, options: { session?: string; referer?: string } = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const headers: Record<string, string> = { host: "localhost:3000", ...(options.referer && { referer: options.referer }) };
  return inRequestScope(buildRequest("/", { method: "POST", session: options.session, headers }), () => followAction(null, form));
}

describe("following without JavaScript", () => {
  it("sends a signed-out visitor to sign-in, returning to the page the button was on (this site's pages only)", async () => {
    const curator = await createExpert({ name: "Nora Field", handle: "nora-field" });
    const fields = { followType: "curator", followId: String(curator.id) };
    expect(await redirectOf(follow(fields, { referer: "http://localhost:3000/curators/nora-field" }))).toBe("/api/login?callbackUrl=%2Fcurators%2Fnora-field");
    expect(await redirectOf(follow(fields, { referer: "https://evil.example/phish" }))).toBe("/api/login?callbackUrl=%2F");
    expect(await redirectOf(follow(fields))).toBe("/api/login?callbackUrl=%2F");
    expect(await db.follow.count({ where: { followId: curator.id } })).toBe(0);
  });

  it("follows a curator or a topic for a signed-in reader, once however often it is pressed, and says so", async () => {
    const curator = await createExpert({ name: "Omar Lind", handle: "omar-lind" });
    const topic = await createCategory({ name: "Birding", slug: "birding" });
    for (const [followType, followId] of [["curator", curator.id], ["topic", topic.id]] as const) {
      for (let press = 0; press < 2; press += 1) {
        expect(await follow({ followType, followId: String(followId) }, { session: reader.session })).toEqual({ ok: true, message: "Following: their new lists will show in your notifications." });
      }
      expect(await db.follow.count({ where: { userId: reader.id, followType, followId } })).toBe(1);
    }
  });

  it("answers something that cannot be followed with a message, following nothing", async () => {
    const before = await db.follow.count({ where: { userId: reader.id } });
    expect(await follow({ followType: "curator", followId: "999999" }, { session: reader.session })).toMatchObject({ ok: false });
    expect(await follow({ followType: "planet", followId: "1" }, { session: reader.session })).toEqual({ ok: false, message: "This cannot be followed: the form does not say what to follow." });
    expect((await follow({ followType: "topic", followId: "1\u0000" }, { session: reader.session }))?.ok).toBe(false);
    expect(await db.follow.count({ where: { userId: reader.id } })).toBe(before);
  });
});

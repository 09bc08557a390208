import { beforeAll, describe, expect, it } from "vitest";
import { DELETE as unfollow } from "@/app/api/follows/[followType]/[id]/route";
import { GET as checkFollow } from "@/app/api/follows/[followType]/[id]/check/route";
import { GET as listFollows, POST as follow } from "@/app/api/follows/route";
import { db } from "@/lib/db";
import { callRoute, json } from "@/tests/support/integration/request-scope";
import { openTestDatabase, signedInUser, type TestUser } from "@/tests/support/integration/users";

let curator: { id: number };
let otherCurator: { id: number };
let topic: { id: number };
let hiddenTopic: { id: number };

beforeAll(async () => {
  await openTestDatabase();
  curator = await db.expert.create({ data: { name: "Maya Chen", handle: "maya-chen" } });
  otherCurator = await db.expert.create({ data: { name: "Omar Haddad", handle: "omar-haddad" } });
  topic = await db.category.create({ data: { name: "Travel", slug: "travel" } });
  hiddenTopic = await db.category.create({ data: { name: "Hidden", slug: "hidden", isVisible: false } });
});

const post = (user: TestUser | null, body: unknown) => callRoute(follow, "/api/follows", { method: "POST", session: user?.session, body });
const remove = (user: TestUser | null, followType: string, id: number | string) =>
  callRoute(unfollow, `/api/follows/${followType}/${id}`, { method: "DELETE", session: user?.session, params: { followType, id: String(id) } });
const check = (user: TestUser | null, followType: string, id: number | string) =>
  callRoute(checkFollow, `/api/follows/${followType}/${id}/check`, { session: user?.session, params: { followType, id: String(id) } });
const list = (user: TestUser | null) => callRoute(listFollows, "/api/follows", { session: user?.session });

describe("follows signed out", () => {
  it("every call answers 401 Unauthorized", async () => {
    const calls = [
      await list(null),
      await post(null, { followType: "curator", followId: curator.id }),
      await remove(null, "curator", curator.id),
      await remove(null, "topic", topic.id),
      await check(null, "curator", curator.id),
      await check(null, "topic", topic.id),
    ];
    for (const response of calls) {
      expect(response.status).toBe(401);
      expect((await json<{ message: string }>(response)).message).toMatch(/^Unauthorized: /);
    }
    expect(await db.follow.count()).toBe(0);
  });
});

describe("follows signed in", () => {
  it("follows a curator and a topic (201), following again returns the same record (200) without a duplicate", async () => {
    const user = await signedInUser();
    for (const [followType, followId] of [["curator", curator.id], ["topic", topic.id]] as const) {
      const first = await post(user, { followType, followId });
      expect(first.status).toBe(201);
      const record = await json<{ id: number }>(first);
      expect(record).toMatchObject({ followType, followId, userId: user.id });
      const again = await post(user, { followType, followId });
      expect(again.status).toBe(200);
      expect(await json(again)).toEqual(record);
    }
    expect(await db.follow.count({ where: { userId: user.id } })).toBe(2);
  });

  it("checks, lists newest first with followType and followId, and unfollows", async () => {
    const user = await signedInUser();
    expect(await json(await check(user, "curator", curator.id))).toEqual({ isFollowing: false });
    await post(user, { followType: "curator", followId: curator.id });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await post(user, { followType: "topic", followId: topic.id });
    expect(await json(await check(user, "curator", curator.id))).toEqual({ isFollowing: true });
    expect(await json(await check(user, "topic", topic.id))).toEqual({ isFollowing: true });

    const follows = await json<{ followType: string; followId: number }[]>(await list(user));
    expect(follows.map(({ followType, followId }) => ({ followType, followId }))).toEqual([
      { followType: "topic", followId: topic.id },
      { followType: "curator", followId: curator.id },
    ]);

    expect((await remove(user, "curator", curator.id)).status).toBe(204);
    expect(await json(await check(user, "curator", curator.id))).toEqual({ isFollowing: false });
    expect((await remove(user, "topic", topic.id)).status).toBe(204);
    expect(await json(await list(user))).toEqual([]);
  });

  it("keeps a curator and a topic with the same id number apart", async () => {
    const user = await signedInUser();
    expect(curator.id).toBe(topic.id); // both tables number from 1 in this file's fresh database
    await post(user, { followType: "topic", followId: topic.id });
    expect(await json(await check(user, "curator", curator.id))).toEqual({ isFollowing: false });
    await remove(user, "curator", curator.id);
    expect(await json(await check(user, "topic", topic.id))).toEqual({ isFollowing: true });
  });

  it("unfollowing what is not followed is not an error (204)", async () => {
    const user = await signedInUser();
    expect((await remove(user, "curator", otherCurator.id)).status).toBe(204);
    expect((await remove(user, "topic", 999_999)).status).toBe(204);
  });

  it("answers 404 for an unknown curator, an unknown topic and a hidden topic", async () => {
    const user = await signedInUser();
    const cases = [
      ["curator", 999_999, "Curator not found."],
      ["topic", 999_999, "Topic not found."],
      ["topic", hiddenTopic.id, "Topic not found."],
    ] as const;
    for (const [followType, followId, message] of cases) {
      const response = await post(user, { followType, followId });
      expect(response.status).toBe(404);
      expect(await json(response)).toEqual({ message });
      expect((await check(user, followType, followId)).status).toBe(404);
    }
    expect(await db.follow.count({ where: { userId: user.id } })).toBe(0);
  });

  it("answers 400 with a clear message for a bad followType, in the body or the address", async () => {
    const user = await signedInUser();
    const response = await post(user, { followType: "expert", followId: curator.id });
    expect(response.status).toBe(400);
    const body = await json<{ message: string; fieldErrors: Record<string, string[]> }>(response);
    expect(body.fieldErrors.followType).toEqual(['followType must be "curator" or "topic".']);
    expect(body.message).toContain('followType must be "curator" or "topic".');
    for (const call of [await remove(user, "category", topic.id), await check(user, "users", 1)]) {
      expect(call.status).toBe(400);
      expect((await json<{ message: string }>(call)).message).toContain('followType must be "curator" or "topic".');
    }
    const badId = await post(user, { followType: "curator", followId: "1" });
    expect(badId.status).toBe(400);
    expect((await check(user, "curator", "x")).status).toBe(400);
  });

  it("drops follows of a curator that was deleted or a topic that was hidden from the list", async () => {
    const user = await signedInUser();
    const temporary = await db.expert.create({ data: { name: "Gone Soon", handle: "gone-soon" } });
    const fading = await db.category.create({ data: { name: "Fading", slug: "fading" } });
    await post(user, { followType: "curator", followId: temporary.id });
    await post(user, { followType: "topic", followId: fading.id });
    await db.expert.delete({ where: { id: temporary.id } });
    await db.category.update({ where: { id: fading.id }, data: { isVisible: false } });
    expect(await json(await list(user))).toEqual([]);
  });
});

describe("one person's follows are their own", () => {
  it("never shows or changes another user's follows", async () => {
    const alice = await signedInUser();
    const bob = await signedInUser();
    await post(alice, { followType: "curator", followId: curator.id });
    await post(alice, { followType: "topic", followId: topic.id });

    expect(await json(await list(bob))).toEqual([]);
    expect(await json(await check(bob, "curator", curator.id))).toEqual({ isFollowing: false });
    await remove(bob, "curator", curator.id);
    await remove(bob, "topic", topic.id);
    expect(await json(await check(alice, "curator", curator.id))).toEqual({ isFollowing: true });
    expect(await json(await check(alice, "topic", topic.id))).toEqual({ isFollowing: true });
    expect((await post(bob, { followType: "curator", followId: curator.id })).status).toBe(201);
  });
});

import { beforeAll, describe, expect, it } from "vitest";
import { GET as getNotifications } from "@/app/api/notifications/route";
import { POST as markSeen } from "@/app/api/notifications/seen/route";
import { db } from "@/lib/db";
import { callRoute, json } from "@/tests/support/integration/request-scope";
import { openTestDatabase, signedInUser, type TestUser } from "@/tests/support/integration/users";

interface Answer {
  unreadCount: number;
  followsAnything: boolean;
  checkedAt: string;
  items: { listId: number; slug: string; title: string; reason: string; isNew: boolean; expert: { name: string } | null; category: { slug: string } | null }[];
}

let curator: { id: number };
let otherCurator: { id: number };
let topic: { id: number };
let otherTopic: { id: number };
let slugCounter = 0;

beforeAll(async () => {
  await openTestDatabase();
  curator = await db.expert.create({ data: { name: "Maya Chen", handle: "maya-chen" } });
  otherCurator = await db.expert.create({ data: { name: "Omar Haddad", handle: "omar-haddad" } });
  topic = await db.category.create({ data: { name: "Travel", slug: "travel" } });
  otherTopic = await db.category.create({ data: { name: "Home", slug: "home" } });
});

async function publish(data: { expertId?: number; categoryId?: number; publishedAt?: Date; status?: "published" | "draft" }) {
  slugCounter++;
  return db.contentList.create({
    data: { title: `News ${slugCounter}`, slug: `news-${slugCounter}`, status: data.status ?? "published", publishedAt: data.publishedAt ?? new Date(), expertId: data.expertId, categoryId: data.categoryId },
  });
}

const get = (user: TestUser | null) => callRoute(getNotifications, "/api/notifications", { session: user?.session });
const seen = (user: TestUser | null, body?: unknown) => callRoute(markSeen, "/api/notifications/seen", { method: "POST", session: user?.session, body });

async function follow(user: TestUser, followType: "curator" | "topic", followId: number) {
  await db.follow.create({ data: { userId: user.id, followType, followId } });
}

describe("notifications", () => {
  it("answer 401 when signed out", async () => {
    expect((await get(null)).status).toBe(401);
    expect((await seen(null)).status).toBe(401);
  });

  it("list what followed curators and topics published since the user joined, newest first, with the unread count", async () => {
    const user = await signedInUser();
    await publish({ expertId: curator.id, publishedAt: new Date(Date.now() - 365 * 86_400_000) }); // before joining
    await follow(user, "curator", curator.id);
    await follow(user, "topic", topic.id);
    const byCurator = await publish({ expertId: curator.id, categoryId: otherTopic.id });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const inTopic = await publish({ categoryId: topic.id, expertId: otherCurator.id });
    await publish({ expertId: otherCurator.id, categoryId: otherTopic.id }); // followed by nobody
    await publish({ expertId: curator.id, status: "draft" }); // not public

    const answer = await json<Answer>(await get(user));
    expect(answer.unreadCount).toBe(2);
    expect(answer.items.map((item) => item.listId)).toEqual([inTopic.id, byCurator.id]);
    expect(answer.items[0]).toMatchObject({ reason: "topic", isNew: true, category: { slug: "travel" }, expert: { name: "Omar Haddad" } });
    expect(answer.items[1]).toMatchObject({ reason: "curator", isNew: true, expert: { name: "Maya Chen" } });
  });

  it("opening the panel marks them seen: the count drops to 0, the items stay listed as not new, and later lists are new again", async () => {
    const user = await signedInUser();
    await follow(user, "curator", curator.id);
    const first = await publish({ expertId: curator.id });
    const before = await json<Answer>(await get(user));
    expect(before.unreadCount).toBe(1);

    const marked = await seen(user, { checkedAt: before.checkedAt });
    expect(marked.status).toBe(204);
    const after = await json<Answer>(await get(user));
    expect(after.unreadCount).toBe(0);
    expect(after.items).toEqual([expect.objectContaining({ listId: first.id, isNew: false })]);

    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = await publish({ expertId: curator.id });
    const later = await json<Answer>(await get(user));
    expect(later.unreadCount).toBe(1);
    expect(later.items.map((item) => [item.listId, item.isNew])).toEqual([[second.id, true], [first.id, false]]);
  });

  it("a list published after the panel loaded stays unread when the panel marks what it showed", async () => {
    const user = await signedInUser();
    await follow(user, "topic", topic.id);
    await publish({ categoryId: topic.id });
    const shown = await json<Answer>(await get(user));
    await new Promise((resolve) => setTimeout(resolve, 5));
    await publish({ categoryId: topic.id });
    await seen(user, { checkedAt: shown.checkedAt });
    expect((await json<Answer>(await get(user))).unreadCount).toBe(1);
  });

  it("are empty for a user who follows nothing, and never include another user's follows", async () => {
    const loner = await signedInUser();
    const follower = await signedInUser();
    await follow(follower, "curator", curator.id);
    await publish({ expertId: curator.id });
    expect(await json<Answer>(await get(loner))).toMatchObject({ unreadCount: 0, items: [], followsAnything: false });
    expect((await json<Answer>(await get(follower))).unreadCount).toBeGreaterThan(0);
    await seen(loner);
    expect((await json<Answer>(await get(follower))).unreadCount).toBeGreaterThan(0);
  });

  it("say the user follows something when what they follow has published nothing new", async () => {
    const user = await signedInUser();
    await follow(user, "curator", otherCurator.id);
    await publish({ expertId: otherCurator.id, publishedAt: new Date(Date.now() - 86_400_000) }); // before joining
    expect(await json<Answer>(await get(user))).toMatchObject({ unreadCount: 0, items: [], followsAnything: true });
  });

  it("reject a checkedAt that is not a date", async () => {
    const user = await signedInUser();
    const response = await seen(user, { checkedAt: "yesterday" });
    expect(response.status).toBe(400);
    expect((await json<{ fieldErrors: Record<string, string[]> }>(response)).fieldErrors.checkedAt).toHaveLength(1);
  });
});

import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as seed } from "@/app/api/public/seed-production/route";
import { memoryStore } from "@/lib/cache/store";
import { cacheTags } from "@/lib/cache/tags";
import { db } from "@/lib/db";
import { sampleLists } from "@/lib/sample-data/sample-content";
import { callRoute, json } from "@/tests/support/integration/request-scope";
import { openTestDatabase, signedInUser } from "@/tests/support/integration/users";

beforeAll(openTestDatabase);
afterEach(() => vi.unstubAllEnvs());

const post = (session?: string) =>
  callRoute(seed, "/api/public/seed-production", { method: "POST", session, headers: { host: "localhost:3000", origin: "http://localhost:3000" } });

const sampleCurator = () => db.expert.findUnique({ where: { handle: "sample-curator" }, include: { lists: { include: { category: true } } } });

async function removeSampleData() {
  await db.contentList.deleteMany({ where: { slug: { startsWith: "sample-" } } });
  await db.expert.deleteMany({ where: { handle: "sample-curator" } });
}

describe("POST /api/public/seed-production", () => {
  it("on a production server with no lists, anyone may seed: one verified curator (credibility 85) with 5 published lists", async () => {
    vi.stubEnv("NODE_ENV", "production");
    const response = await post();
    expect(response.status).toBe(201);
    expect(await json(response)).toEqual({ message: "Sample data created: 1 verified curator and 5 sample lists." });
    const curator = await sampleCurator();
    expect(curator).toMatchObject({ verified: true, credibilityScore: 85 });
    expect(curator?.lists).toHaveLength(5);
    for (const list of curator?.lists ?? []) {
      expect(list).toMatchObject({ status: "published", verificationStatus: "verified" });
      expect(list.publishedAt).not.toBeNull();
      expect(list.category).not.toBeNull();
      expect(list.content).toMatch(/<(p|h2|ul|ol)>/);
      expect(await db.contentVersion.count({ where: { contentListId: list.id } })).toBe(1);
    }
    expect(new Set(curator?.lists.map((list) => list.categoryId)).size).toBe(5);
    expect(await db.auditEntry.count({ where: { action: "sample.seed" } })).toBe(1);
  });

  it("is idempotent: a second call says the sample data exists and creates nothing", async () => {
    const counts = async () => [await db.expert.count(), await db.contentList.count(), await db.category.count(), await db.contentVersion.count()];
    const before = await counts();
    const response = await post();
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ message: "Sample data already exists. Nothing was created." });
    expect(await counts()).toEqual(before);
  });

  it("two seeds at once create the sample data once", async () => {
    await removeSampleData();
    const answers = await Promise.all([post(), post()]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 201]);
    expect(await db.expert.count({ where: { handle: "sample-curator" } })).toBe(1);
    expect(await db.contentList.count({ where: { slug: { startsWith: "sample-" } } })).toBe(5);
  });

  it("on a production server that has lists, refuses anyone but a signed-in admin with 403 and says why", async () => {
    await removeSampleData();
    await db.contentList.create({ data: { title: "Existing", slug: "existing-list" } });
    vi.stubEnv("NODE_ENV", "production");
    const editor = await signedInUser("editor");
    for (const session of [undefined, editor.session]) {
      const response = await post(session);
      expect(response.status).toBe(403);
      expect((await json<{ message: string }>(response)).message).toBe(
        "Forbidden: on a production server that already has lists, only a signed-in admin can seed sample data.",
      );
    }
    expect(await sampleCurator()).toBeNull();

    const admin = await signedInUser("admin");
    const response = await post(admin.session);
    expect(response.status).toBe(201);
    const curator = await sampleCurator();
    expect(curator?.lists).toHaveLength(5);
    expect(curator?.lists.every((list) => list.createdById === admin.id)).toBe(true);
  });

  it("drops the pages whose lists to read next the sample lists join: their categories' best-scored", async () => {
    await removeSampleData();
    const { category } = sampleLists()[0];
    const topic = await db.category.upsert({ where: { slug: category.slug }, update: {}, create: { name: category.name, slug: category.slug } });
    await db.contentList.create({ data: { title: "Already there", slug: "already-there-seed", categoryId: topic.id, status: "published", qualityScore: 1 } });
    const mark = memoryStore().invalidationMark();
    expect((await post()).status).toBe(201);
    expect(memoryStore().invalidatedSince([cacheTags.categoryLeaders(topic.id)], mark)).toBe(true);
  });

  it("outside production, anyone may seed even when the site has lists", async () => {
    await removeSampleData();
    expect(await db.contentList.count()).toBeGreaterThan(0);
    expect((await post()).status).toBe(201);
  });
});

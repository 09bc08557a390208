import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { findExpertsInCategory } from "@/lib/experts/queries";
import { createCategory, createExpert, createList } from "@/tests/support/integration/fixtures";
import { json } from "@/tests/support/integration/request-scope";
import { openTestDatabase, signedInUser, type TestUser } from "@/tests/support/integration/users";
import { contentApi } from "../content/support";

let editor: TestUser;

beforeAll(async () => {
  await openTestDatabase();
  editor = await signedInUser("editor");
});

const handles = async (categoryId: number) => (await findExpertsInCategory(categoryId)).map((expert) => expert.handle);

describe("a topic's curators for its expert filter", () => {
  it("are the curators with a published list in the topic, by name, kept until a write names the topic", async () => {
    const topic = await createCategory();
    const elsewhere = await createCategory();
    const [ada, bo, cy] = await Promise.all([createExpert({ name: "Ada One" }), createExpert({ name: "Bo Two" }), createExpert({ name: "Cy Three" })]);
    await createList({ categoryId: topic.id, expertId: bo.id });
    await createList({ categoryId: topic.id, expertId: cy.id, status: "draft" });
    expect(await handles(topic.id)).toEqual([bo.handle]);

    // Written behind the site's back: the kept answer stands until a write names the topic.
    await createList({ categoryId: topic.id, expertId: cy.id });
    expect(await handles(topic.id)).toEqual([bo.handle]);

    const tag = randomUUID().slice(0, 8);
    const published = await contentApi.create(editor.session, { title: `List ${tag}`, slug: `list-${tag}`, status: "published", categoryId: topic.id, expertId: ada.id });
    expect(published.status).toBe(201);
    expect(await handles(topic.id)).toEqual([ada.handle, bo.handle, cy.handle]);

    const { id } = await json<{ id: number }>(published);
    expect((await contentApi.update(editor.session, id, { categoryId: elsewhere.id })).status).toBe(200);
    expect(await handles(topic.id)).toEqual([bo.handle, cy.handle]);
    expect(await handles(elsewhere.id)).toEqual([ada.handle]);
  });
});

import { readdir } from "node:fs/promises";
import { beforeAll, describe, expect, it } from "vitest";
import { DELETE as deleteMedia } from "@/app/api/admin/media/[id]/route";
import { memoryStore } from "@/lib/cache/store";
import { cacheTags } from "@/lib/cache/tags";
import { db } from "@/lib/db";
import { publishPendingChanges } from "@/lib/publishing/publish";
import { findDraftSiteSettings, findLiveSiteSettings, saveSiteSettingsDraft } from "@/lib/settings/draft";
import { callRoute, json, SAME_SITE } from "@/tests/support/integration/request-scope";
import { signedInUser, type TestUser } from "@/tests/support/integration/users";
import { editorWithDiskStorage } from "./support/storage";
import { pngImage, upload, uploaded, type UploadedFile } from "./support/uploads";

const media = editorWithDiskStorage();

const remove = (id: number | string, query = "", session = media.editor.session) =>
  callRoute(deleteMedia, `/api/admin/media/${id}${query}`, { method: "DELETE", session, headers: SAME_SITE, params: { id: String(id) } });
let admin: TestUser;
beforeAll(async () => {
  admin = await signedInUser("admin");
});
const storedNames = async (file: UploadedFile) => {
  const names = await readdir(media.disk.directory);
  return [file.filename, ...file.variants.map((variant) => variant.filename)].filter((name) => names.includes(name));
};
const newImage = async (name: string) => uploaded(await upload(media.editor.session, await pngImage(800, 600), name));

describe("DELETE /api/admin/media/{id}", () => {
  it("deletes an unused file and its stored copies (204), with an audit entry", async () => {
    const file = await newImage("unused.png");
    expect(await storedNames(file)).toHaveLength(3);
    const response = await remove(file.id);
    expect(response.status).toBe(204);
    expect(await db.mediaFile.findUnique({ where: { id: file.id } })).toBeNull();
    expect(await storedNames(file)).toEqual([]);
    expect(await db.auditEntry.findFirst({ where: { action: "media.delete", targetId: String(file.id) } })).toMatchObject({ actorId: media.editor.id, summary: "unused.png" });
  });

  it("refuses with 409 naming every use while lists, an expert or the hero use the file, and changes nothing", async () => {
    const file = await newImage("in-use.png");
    const featured = await db.contentList.create({ data: { title: "Paris in Spring", slug: "paris-in-spring-media", imageUrl: file.url } });
    const inBody = await db.contentList.create({
      data: { title: "Rome Notes", slug: "rome-notes-media", content: `<p>Intro</p><p><img src="${file.variants[1].url}" alt="x"></p><p><a href="${file.url}">full size</a></p>` },
    });
    const expert = await db.expert.create({ data: { name: "Ann Lee", handle: "ann-lee-media", imageUrl: file.url } });
    const settings = await db.siteSettings.create({ data: { heroImageUrl: file.url } });

    const refused = await remove(file.id);
    expect(refused.status).toBe(409);
    expect((await json<{ message: string }>(refused)).message).toBe(
      '"in-use.png" is in use by the list "Paris in Spring", the list "Rome Notes", the expert "Ann Lee" and the hero image. Remove it there first, or delete it with detach to clear those uses.',
    );
    expect(await db.mediaFile.findUnique({ where: { id: file.id } })).not.toBeNull();
    expect(await storedNames(file)).toHaveLength(3);
    expect((await db.contentList.findUniqueOrThrow({ where: { id: featured.id } })).imageUrl).toBe(file.url);

    // The hero image is a site setting: an editor may not clear it, an admin may.
    const notAllowed = await remove(file.id, "?detach=true");
    expect(notAllowed.status).toBe(403);
    expect((await json<{ message: string }>(notAllowed)).message).toMatch(/^This file is the site's hero image, which only admins change/);
    expect((await db.contentList.findUniqueOrThrow({ where: { id: featured.id } })).imageUrl).toBe(file.url);
    expect(await storedNames(file)).toHaveLength(3);
    const detached = await remove(file.id, "?detach=true", admin.session);
    expect(detached.status).toBe(204);
    expect(await db.mediaFile.findUnique({ where: { id: file.id } })).toBeNull();
    expect(await storedNames(file)).toEqual([]);
    expect((await db.contentList.findUniqueOrThrow({ where: { id: featured.id } })).imageUrl).toBeNull();
    expect((await db.contentList.findUniqueOrThrow({ where: { id: inBody.id } })).content).toBe("<p>Intro</p><p></p><p>full size</p>");
    expect((await db.expert.findUniqueOrThrow({ where: { id: expert.id } })).imageUrl).toBeNull();
    expect((await db.siteSettings.findUniqueOrThrow({ where: { id: settings.id } })).heroImageUrl).toBe("/images/hero.svg");
    const versions = await db.contentVersion.findMany({ where: { contentListId: { in: [featured.id, inBody.id] } } });
    expect(versions.map((version) => [version.contentListId, version.imageUrl])).toEqual(
      expect.arrayContaining([
        [featured.id, null],
        [inBody.id, null],
      ]),
    );
    const audit = await db.auditEntry.findFirstOrThrow({ where: { action: "media.delete", targetId: String(file.id) } });
    expect(audit.summary).toMatch(/^in-use\.png \(removed from the list "Paris in Spring"/);
    await db.siteSettings.delete({ where: { id: settings.id } });
  });

  it("counts a use by the file's full address or with a query string, and detaches those too", async () => {
    const file = await newImage("addressed.png");
    const full = `http://localhost:3000${file.url}`;
    const list = await db.contentList.create({
      data: { title: "Lyon Notes", slug: "lyon-notes-media", imageUrl: `${file.url}?v=2`, content: `<p><img src="${full}#top" alt="x"> and <a href="${file.variants[0].url}?dl=1">small</a></p>` },
    });
    const expert = await db.expert.create({ data: { name: "Bo Ek", handle: "bo-ek-media", imageUrl: full } });

    const refused = await remove(file.id);
    expect(refused.status).toBe(409);
    expect((await json<{ message: string }>(refused)).message).toContain('the list "Lyon Notes" and the expert "Bo Ek"');
    expect(await remove(file.id, "?detach=true")).toHaveProperty("status", 204);
    expect(await db.contentList.findUniqueOrThrow({ where: { id: list.id } })).toMatchObject({ imageUrl: null, content: "<p> and small</p>" });
    expect((await db.expert.findUniqueOrThrow({ where: { id: expert.id } })).imageUrl).toBeNull();
  });

  it("with detach, drops the cached pages that showed a list's picture: the list's, its category's and its curator's", async () => {
    const file = await newImage("card-picture.png");
    const category = await db.category.create({ data: { name: "Media Topic", slug: "media-topic" } });
    const expert = await db.expert.create({ data: { name: "Media Curator", handle: "media-curator" } });
    const list = await db.contentList.create({ data: { title: "Pictured", slug: "pictured-media", imageUrl: file.url, categoryId: category.id, expertId: expert.id } });
    const otherCategory = await db.category.create({ data: { name: "Other Media Topic", slug: "other-media-topic" } });
    const mark = memoryStore().invalidationMark();

    expect((await remove(file.id, "?detach=true")).status).toBe(204);
    for (const tag of [cacheTags.list(list.id), cacheTags.category(category.id), cacheTags.expert(expert.id)]) {
      expect(memoryStore().invalidatedSince([tag], mark), tag).toBe(true);
    }
    expect(memoryStore().invalidatedSince([cacheTags.category(otherCategory.id)], mark)).toBe(false);
  });

  it("with detach, drops the cached pages that showed a curator's portrait: the curator's and each of their lists'", async () => {
    const file = await newImage("portrait.png");
    const expert = await db.expert.create({ data: { name: "Portrait Curator", handle: "portrait-curator", imageUrl: file.url } });
    const lists = await Promise.all([1, 2].map((n) => db.contentList.create({ data: { title: `Portrait list ${n}`, slug: `portrait-list-${n}`, expertId: expert.id } })));
    const unrelated = await db.contentList.create({ data: { title: "No portrait", slug: "no-portrait-media" } });
    const mark = memoryStore().invalidationMark();

    expect((await remove(file.id, "?detach=true")).status).toBe(204);
    for (const tag of [cacheTags.expert(expert.id), cacheTags.expertHandle(expert.handle), ...lists.map((list) => cacheTags.list(list.id))]) {
      expect(memoryStore().invalidatedSince([tag], mark), tag).toBe(true);
    }
    expect(memoryStore().invalidatedSince([cacheTags.list(unrelated.id)], mark)).toBe(false);
  });

  it("counts a hero image saved for publishing as a use: refused, and with detach the saved hero goes back to the default", async () => {
    const file = await newImage("saved-hero.png");
    const live = await findLiveSiteSettings();
    await saveSiteSettingsDraft(media.editor.id, { ...live, tagline: "Waiting to be published", heroImageUrl: file.url });

    const refused = await remove(file.id);
    expect(refused.status).toBe(409);
    expect((await json<{ message: string }>(refused)).message).toBe(
      '"saved-hero.png" is in use by the hero image. Remove it there first, or delete it with detach to clear those uses.',
    );
    expect(await storedNames(file)).toHaveLength(3);

    expect((await remove(file.id, "?detach=true")).status).toBe(403);
    expect((await remove(file.id, "?detach=true", admin.session)).status).toBe(204);
    expect(await findDraftSiteSettings()).toEqual({ ...live, tagline: "Waiting to be published", heroImageUrl: "/images/hero.svg" });
    await publishPendingChanges(media.editor.id);
    expect(await findLiveSiteSettings()).toMatchObject({ tagline: "Waiting to be published", heroImageUrl: "/images/hero.svg" });
    await db.siteSettings.updateMany({ data: live });
  });

  it("answers 404 for an unknown id and 400 for a bad id or detach value", async () => {
    expect((await remove(999999)).status).toBe(404);
    expect((await remove("abc")).status).toBe(400);
    const file = await newImage("kept.png");
    const bad = await remove(file.id, "?detach=yes");
    expect(bad.status).toBe(400);
    expect((await json<{ fieldErrors: Record<string, string[]> }>(bad)).fieldErrors.detach).toEqual(["detach must be true or false."]);
  });
});

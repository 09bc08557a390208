import { describe, expect, it } from "vitest";
import { database, db } from "@/lib/db";
import { readMigrations } from "@/lib/db/migrations";

const when = new Date("2025-01-05T10:00:00.000Z");

describe("migrations", () => {
  it("record every migration in _prisma_migrations with Prisma's checksum, and a second run applies nothing", async () => {
    await database.migrate();
    expect(await database.migrate()).toEqual([]);
    const rows = await db.$queryRaw<{ migration_name: string; checksum: string; finished_at: Date | null; applied_steps_count: number }[]>`
      SELECT migration_name, checksum, finished_at, applied_steps_count FROM _prisma_migrations ORDER BY migration_name`;
    const expected = readMigrations();
    expect(rows.map((row) => row.migration_name)).toEqual(expected.map((migration) => migration.name));
    expect(rows.map((row) => row.checksum)).toEqual(expected.map((migration) => migration.checksum));
    for (const row of rows) {
      expect(row.finished_at).toBeInstanceOf(Date);
      expect(row.applied_steps_count).toBe(1);
    }
  });
});

describe("schema.prisma and the migrations agree", () => {
  it("stores and reads back a row of every model with every field set", async () => {
    const user = await db.user.create({
      data: {
        email: "ada@example.com", emailVerified: when, firstName: "Ada", lastName: "Lovelace",
        profileImageUrl: "https://example.com/ada.png", role: "editor", notificationsSeenAt: when,
      },
    });
    expect(user).toMatchObject({ email: "ada@example.com", role: "editor", notificationsSeenAt: when });
    expect(user.id).toMatch(/^[0-9a-f-]{36}$/);

    const account = await db.account.create({
      data: {
        userId: user.id, type: "oidc", provider: "oidc", providerAccountId: "sub-1", refresh_token: "r", access_token: "a",
        expires_at: 1_700_000_000, refresh_token_expires_in: 3600, token_type: "bearer", scope: "openid", id_token: "i", session_state: "s",
      },
    });
    expect(await db.account.findUniqueOrThrow({ where: { provider_providerAccountId: { provider: "oidc", providerAccountId: "sub-1" } } })).toEqual(account);
    const session = await db.session.create({ data: { sessionToken: "token-1", userId: user.id, expires: when } });
    expect(await db.session.findUniqueOrThrow({ where: { sessionToken: "token-1" } })).toEqual(session);
    const token = await db.verificationToken.create({ data: { identifier: "ada@example.com", token: "v1", expires: when } });
    expect(await db.verificationToken.findUniqueOrThrow({ where: { token: "v1" } })).toEqual(token);

    const category = await db.category.create({ data: { name: "Travel", slug: "travel", isVisible: false, sortOrder: 3 } });
    expect(await db.category.findUniqueOrThrow({ where: { slug: "travel" } })).toEqual(category);
    const chip = await db.secondaryCategory.create({ data: { name: "Road Trips", slug: "road-trips", sortOrder: 2 } });
    expect(await db.secondaryCategory.findUniqueOrThrow({ where: { id: chip.id } })).toEqual(chip);
    const socials = { website: "https://example.com", email: "maya@example.com", twitter: "@maya", linkedin: "https://linkedin.com/in/maya" };
    const expert = await db.expert.create({
      data: { name: "Maya Chen", handle: "maya-chen", specialty: "Travel", bio: "Bio", imageUrl: "/m.svg", verified: true, credibilityScore: 92, socials, sortOrder: 1 },
    });
    expect(await db.expert.findUniqueOrThrow({ where: { handle: "maya-chen" } })).toEqual(expert);
    expect(expert.socials).toEqual(socials);

    const list = await db.contentList.create({
      data: {
        title: "Packing", slug: "packing", content: "<p>Pack</p>", imageUrl: "/p.svg", sourceUrl: "https://example.org/s",
        methodology: "Surveyed", verificationStatus: "verified", qualityScore: 91, affiliateDisclosure: true, lastVerifiedAt: when,
        categoryId: category.id, expertId: expert.id, author: "Maya Chen", authorOrg: "Org", isFree: true, isFavorite: true,
        status: "published", colorOptions: ["#5D0034", "#BF9B6F"], publishedAt: when, createdById: user.id, createdAt: when, updatedAt: when,
      },
    });
    expect(await db.contentList.findUniqueOrThrow({ where: { slug: "packing" } })).toEqual(list);
    expect(list).toMatchObject({ colorOptions: ["#5D0034", "#BF9B6F"], updatedAt: when, status: "published" });

    const theme = await db.themeSettings.create({
      data: {
        primaryColor: "#000000", backgroundColor: "#ffffff", secondaryColor: "#111111", accentColor: "#222222", textColor: "#333333",
        roseColor: "#444444", headingFont: "Playfair Display", bodyFont: "Inter", baseFontSize: 18, letterSpacing: 2.5, isActive: false,
      },
    });
    expect(await db.themeSettings.findUniqueOrThrow({ where: { id: theme.id } })).toEqual(theme);
    const site = await db.siteSettings.create({ data: { siteTitle: "Lists", tagline: "Tag", heroImageUrl: "/h.svg" } });
    expect(await db.siteSettings.findUniqueOrThrow({ where: { id: site.id } })).toEqual(site);
    const media = await db.mediaFile.create({
      data: { filename: "a.png", originalName: "A.png", mimeType: "image/png", size: 1234, url: "/uploads/a.png" },
    });
    expect(await db.mediaFile.findUniqueOrThrow({ where: { id: media.id } })).toEqual(media);

    const version = await db.contentVersion.create({
      data: {
        contentListId: list.id, versionNumber: 1, title: "Packing", slug: "packing", content: "<p>Old</p>", imageUrl: "/p.svg",
        sourceUrl: "https://example.org/s", methodology: "M", lastVerifiedAt: when, categoryId: category.id, expertId: expert.id,
        author: "Maya", isFree: true, isFavorite: false, status: "draft", colorOptions: ["#fff000"], createdById: user.id,
      },
    });
    expect(await db.contentVersion.findUniqueOrThrow({ where: { contentListId_versionNumber: { contentListId: list.id, versionNumber: 1 } } })).toEqual(version);

    const follow = await db.follow.create({ data: { userId: user.id, followType: "curator", followId: expert.id } });
    expect(await db.follow.findUniqueOrThrow({ where: { id: follow.id } })).toEqual(follow);
    const report = await db.report.create({
      data: { userId: user.id, listId: list.id, reason: "broken_links", description: "404", status: "resolved", resolvedAt: when, resolvedById: user.id },
    });
    expect(await db.report.findUniqueOrThrow({ where: { id: report.id } })).toEqual(report);
    const favorite = await db.favorite.create({ data: { userId: user.id, listId: list.id } });
    expect(await db.favorite.findUniqueOrThrow({ where: { userId_listId: { userId: user.id, listId: list.id } } })).toEqual(favorite);
    const submission = await db.submission.create({
      data: {
        userId: user.id, sourceUrl: "https://example.org/x", title: "X", description: "D", author: "A", authorOrg: "O", methodology: "M",
        lastUpdated: when, format: "repo", topicSuggestions: ["travel", "packing"], affiliateDisclosure: true, status: "approved",
        reviewNotes: "Good", reviewedAt: when, reviewedById: user.id,
      },
    });
    expect(await db.submission.findUniqueOrThrow({ where: { id: submission.id } })).toEqual(submission);
    const views = await db.listViewDay.create({ data: { listId: list.id, day: new Date("2025-01-05T00:00:00.000Z"), views: 7 } });
    expect(await db.listViewDay.findUniqueOrThrow({ where: { listId_day: { listId: list.id, day: views.day } } })).toEqual(views);
    const bucket = await db.rateLimitBucket.create({ data: { key: "search:1.2.3.4", windowStart: when, count: 3 } });
    expect(await db.rateLimitBucket.findUniqueOrThrow({ where: { key_windowStart: { key: bucket.key, windowStart: when } } })).toEqual(bucket);
  });

  it("applies the documented defaults", async () => {
    const user = await db.user.create({ data: { email: "new@example.com" } });
    expect(user.role).toBe("viewer");
    const expert = await db.expert.create({ data: { name: "New", handle: "new" } });
    expect(expert).toMatchObject({ credibilityScore: 50, verified: false, sortOrder: 0 });
    const list = await db.contentList.create({ data: { title: "T", slug: "t-defaults" } });
    expect(list).toMatchObject({ verificationStatus: "community", qualityScore: 50, status: "draft", colorOptions: [], isFree: false, isFavorite: false, affiliateDisclosure: false });
    expect(await db.themeSettings.create({ data: {} })).toMatchObject({
      primaryColor: "#5D0034", backgroundColor: "#F8F5F0", secondaryColor: "#4D3B2D", accentColor: "#BF9B6F", textColor: "#333333",
      roseColor: "#C27C88", headingFont: "Cormorant Garamond", bodyFont: "Montserrat", baseFontSize: 16, letterSpacing: 1, isActive: true,
    });
    expect(await db.siteSettings.create({ data: {} })).toMatchObject({
      siteTitle: "the Lists", tagline: "Practical, inspirational, and expert lists for all your plans and projects.",
    });
    const category = await db.category.create({ data: { name: "C", slug: "c-defaults" } });
    expect(category).toMatchObject({ isVisible: true, sortOrder: 0 });
  });
});

describe("delete behaviour", () => {
  it("deleting a category leaves its lists uncategorized", async () => {
    const category = await db.category.create({ data: { name: "Gone", slug: "gone" } });
    const list = await db.contentList.create({ data: { title: "Orphan", slug: "orphan", categoryId: category.id } });
    await db.category.delete({ where: { id: category.id } });
    expect((await db.contentList.findUniqueOrThrow({ where: { id: list.id } })).categoryId).toBeNull();
  });

  it("deleting an expert keeps their lists without an expert", async () => {
    const expert = await db.expert.create({ data: { name: "Leaving", handle: "leaving" } });
    const list = await db.contentList.create({ data: { title: "Kept", slug: "kept", expertId: expert.id } });
    await db.expert.delete({ where: { id: expert.id } });
    expect((await db.contentList.findUniqueOrThrow({ where: { id: list.id } })).expertId).toBeNull();
  });

  it("deleting a list removes its versions, favorites, reports and view counts", async () => {
    const user = await db.user.create({ data: { email: "del@example.com" } });
    const list = await db.contentList.create({ data: { title: "Doomed", slug: "doomed" } });
    await db.contentVersion.create({ data: { contentListId: list.id, versionNumber: 1, title: "Doomed" } });
    await db.favorite.create({ data: { userId: user.id, listId: list.id } });
    await db.report.create({ data: { listId: list.id, reason: "spam" } });
    await db.listViewDay.create({ data: { listId: list.id, day: new Date("2025-02-01T00:00:00Z"), views: 2 } });
    await db.contentList.delete({ where: { id: list.id } });
    const where = { contentListId: list.id };
    expect(await db.contentVersion.count({ where })).toBe(0);
    expect(await db.favorite.count({ where: { listId: list.id } })).toBe(0);
    expect(await db.report.count({ where: { listId: list.id } })).toBe(0);
    expect(await db.listViewDay.count({ where: { listId: list.id } })).toBe(0);
    expect(await db.user.count({ where: { id: user.id } })).toBe(1);
  });

  it("deleting a user removes their sessions, favorites and follows but keeps the lists they created", async () => {
    const user = await db.user.create({ data: { email: "gone@example.com" } });
    const list = await db.contentList.create({ data: { title: "Stays", slug: "stays", createdById: user.id } });
    await db.session.create({ data: { sessionToken: "gone-token", userId: user.id, expires: when } });
    await db.favorite.create({ data: { userId: user.id, listId: list.id } });
    await db.follow.create({ data: { userId: user.id, followType: "topic", followId: 1 } });
    await db.user.delete({ where: { id: user.id } });
    expect(await db.session.count({ where: { userId: user.id } })).toBe(0);
    expect(await db.favorite.count({ where: { userId: user.id } })).toBe(0);
    expect(await db.follow.count({ where: { userId: user.id } })).toBe(0);
    expect((await db.contentList.findUniqueOrThrow({ where: { id: list.id } })).createdById).toBeNull();
  });
});

describe("constraints", () => {
  it("rejects a quality score outside 0-100, a malformed slug and a duplicate favorite", async () => {
    await expect(db.contentList.create({ data: { title: "Bad", slug: "bad-score", qualityScore: 101 } })).rejects.toThrow();
    await expect(db.contentList.create({ data: { title: "Bad", slug: "Bad Slug" } })).rejects.toThrow();
    await expect(db.expert.create({ data: { name: "Bad", handle: "bad", credibilityScore: -1 } })).rejects.toThrow();
    const user = await db.user.create({ data: { email: "dup@example.com" } });
    const list = await db.contentList.create({ data: { title: "Dup", slug: "dup" } });
    await db.favorite.create({ data: { userId: user.id, listId: list.id } });
    await expect(db.favorite.create({ data: { userId: user.id, listId: list.id } })).rejects.toThrow();
    await db.follow.create({ data: { userId: user.id, followType: "topic", followId: 9 } });
    await expect(db.follow.create({ data: { userId: user.id, followType: "topic", followId: 9 } })).rejects.toThrow();
    await expect(db.contentVersion.createMany({ data: [
      { contentListId: list.id, versionNumber: 1, title: "a" },
      { contentListId: list.id, versionNumber: 1, title: "b" },
    ] })).rejects.toThrow();
  });
});

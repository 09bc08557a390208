import { beforeAll, describe, expect, it } from "vitest";
import { GET as listMedia } from "@/app/api/admin/media/route";
import { db } from "@/lib/db";
import { callRoute, json } from "@/tests/support/integration/request-scope";
import { openTestDatabase, signedInUser } from "@/tests/support/integration/users";

let session: string;
beforeAll(async () => {
  await openTestDatabase();
  session = (await signedInUser("contributor")).session;
  const file = (name: string, mimeType: string, minutesAgo: number) => ({
    filename: `${name}-stored`,
    originalName: name,
    mimeType,
    size: 1000,
    url: `/media/${name}-stored`,
    createdAt: new Date(Date.now() - minutesAgo * 60_000),
  });
  await db.mediaFile.createMany({
    data: [file("Beach.JPG", "image/jpeg", 3), file("beach-map.png", "image/png", 2), file("tour.mp4", "video/mp4", 1), file("Guide.pdf", "application/pdf", 0)],
  });
});

const names = async (query: string) =>
  (await json<{ originalName: string }[]>(await callRoute(listMedia, `/api/admin/media${query}`, { session }))).map((file) => file.originalName);

describe("GET /api/admin/media", () => {
  it("lists the library newest first, with the total in X-Total-Count", async () => {
    const response = await callRoute(listMedia, "/api/admin/media", { session });
    expect(response.headers.get("x-total-count")).toBe("4");
    expect((await json<{ originalName: string }[]>(response)).map((file) => file.originalName)).toEqual(["Guide.pdf", "tour.mp4", "beach-map.png", "Beach.JPG"]);
  });

  it("filters by name, case-insensitively, and by kind", async () => {
    expect(await names("?q=BEACH")).toEqual(["beach-map.png", "Beach.JPG"]);
    expect(await names("?type=image")).toEqual(["beach-map.png", "Beach.JPG"]);
    expect(await names("?type=application")).toEqual(["Guide.pdf"]);
    expect(await names("?q=beach&type=video")).toEqual([]);
  });

  it("matches % and _ in a search as the characters themselves", async () => {
    expect(await names("?q=%25")).toEqual([]);
    expect(await names("?q=_")).toEqual([]);
    expect(await names("?q=beach_map")).toEqual([]);
    expect(await names("?q=h-m")).toEqual(["beach-map.png"]);
  });

  it("answers 400 for an unknown kind", async () => {
    const response = await callRoute(listMedia, "/api/admin/media?type=audio", { session });
    expect(response.status).toBe(400);
    expect((await json<{ fieldErrors: Record<string, string[]> }>(response)).fieldErrors.type).toEqual(["type must be image, video or application."]);
  });
});

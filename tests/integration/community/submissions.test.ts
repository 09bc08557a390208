import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as submit } from "@/app/api/public/submissions/route";
import { db } from "@/lib/db";
import { SOCKET_ADDRESS_HEADER } from "@/lib/http/front-server";
import { submitListAction } from "@/lib/submissions/submit-action";
import { buildRequest, callRoute, inRequestScope, json } from "@/tests/support/integration/request-scope";
import { openTestDatabase, signedInUser } from "@/tests/support/integration/users";

beforeAll(openTestDatabase);

afterEach(() => {
  process.env.RATE_LIMIT_DISABLED = "true";
  vi.useRealTimers();
});

interface ErrorBody {
  message: string;
  fieldErrors?: Record<string, string[]>;
}

const post = (body: unknown, options: { session?: string; client?: string } = {}) =>
  callRoute(submit, "/api/public/submissions", {
    method: "POST",
    body,
    session: options.session,
    headers: { host: "localhost:3000", origin: "http://localhost:3000", [SOCKET_ADDRESS_HEADER]: options.client ?? "203.0.113.1" },
  });

describe("POST /api/public/submissions", () => {
  it("stores a pending submission with every field and answers 201 with the stored submission", async () => {
    const response = await post({
      sourceUrl: " https://example.com/packing ",
      title: " Packing list ",
      description: "Everything for a week away.",
      author: "Ana Ruiz",
      authorOrg: "Travel Desk",
      methodology: "Tested on 12 trips.",
      format: "repo",
      topicSuggestions: [" travel", "", "packing "],
      affiliateDisclosure: true,
    });
    expect(response.status).toBe(201);
    const answer = await json<{ id: number; status: string }>(response);
    const stored = {
      sourceUrl: "https://example.com/packing",
      title: "Packing list",
      description: "Everything for a week away.",
      author: "Ana Ruiz",
      authorOrg: "Travel Desk",
      methodology: "Tested on 12 trips.",
      format: "repo",
      topicSuggestions: ["travel", "packing"],
      affiliateDisclosure: true,
      status: "pending",
    };
    expect(answer).toEqual({ id: expect.any(Number), ...stored, lastUpdated: null, createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) });
    expect(await db.submission.findUniqueOrThrow({ where: { id: answer.id } })).toMatchObject({ ...stored, userId: null });
  });

  it("takes topic suggestions as comma-separated text too, defaults the format to article and blanks to null", async () => {
    const response = await post({ sourceUrl: "http://example.org/a", title: "A", topicSuggestions: "home, , garden ,", description: "  " });
    const { id } = await json<{ id: number }>(response);
    const stored = await db.submission.findUniqueOrThrow({ where: { id } });
    expect(stored).toMatchObject({ format: "article", topicSuggestions: ["home", "garden"], description: null, affiliateDisclosure: false });
  });

  it("stores when the source was last updated, and refuses a date that cannot be, storing nothing", async () => {
    const { id } = await json<{ id: number }>(await post({ sourceUrl: "https://example.com/dated", title: "Dated", lastUpdated: "2025-01-01" }));
    expect((await db.submission.findUniqueOrThrow({ where: { id } })).lastUpdated?.toISOString()).toBe("2025-01-01T00:00:00.000Z");

    const refused = await post({ sourceUrl: "https://example.com/undated", title: "Undated", lastUpdated: "2025-02-30" });
    expect(refused.status).toBe(400);
    expect((await json<ErrorBody>(refused)).fieldErrors?.lastUpdated).toEqual([
      "Last updated must be a real date between the years 1900 and 9999, such as 2025-01-05 or 2025-01-05T10:00:00Z.",
    ]);
    expect(await db.submission.count({ where: { title: "Undated" } })).toBe(0);
  });

  it("records the signed-in sender", async () => {
    const user = await signedInUser("viewer");
    const { id } = await json<{ id: number }>(await post({ sourceUrl: "https://example.com/b", title: "B" }, { session: user.session }));
    expect((await db.submission.findUniqueOrThrow({ where: { id } })).userId).toBe(user.id);
  });

  it("ignores status, reviewer fields, ids and the created list sent in the body", async () => {
    const reviewer = await signedInUser("admin");
    const list = await db.contentList.create({ data: { title: "Existing", slug: "existing-submission-target" } });
    const response = await post({
      sourceUrl: "https://example.com/c",
      title: "C",
      id: 999_999,
      status: "approved",
      reviewNotes: "looks great",
      reviewedAt: "2025-01-01T00:00:00Z",
      reviewedById: reviewer.id,
      userId: reviewer.id,
      listId: list.id,
      createdAt: "2001-01-01T00:00:00Z",
    });
    expect(response.status).toBe(201);
    const { id, status } = await json<{ id: number; status: string }>(response);
    expect(id).not.toBe(999_999);
    expect(status).toBe("pending");
    const stored = await db.submission.findUniqueOrThrow({ where: { id } });
    expect(stored).toMatchObject({ status: "pending", reviewNotes: null, reviewedAt: null, reviewedById: null, userId: null, listId: null });
    expect(stored.createdAt.getUTCFullYear()).toBeGreaterThan(2001);
  });

  it.each([
    ["a missing source URL", { title: "T" }, "sourceUrl", "Please enter the source URL."],
    ["a blank source URL", { sourceUrl: "  ", title: "T" }, "sourceUrl", "Please enter the source URL."],
    ["a source URL that is not a web address", { sourceUrl: "not a url", title: "T" }, "sourceUrl", "Source URL must be a valid web address starting with http:// or https://."],
    ["a javascript: source URL", { sourceUrl: "javascript:alert(1)", title: "T" }, "sourceUrl", "Source URL must be a valid web address starting with http:// or https://."],
    ["a missing title", { sourceUrl: "https://example.com" }, "title", "Please enter a title."],
    ["an overlong title", { sourceUrl: "https://example.com", title: "x".repeat(201) }, "title", "Title can be at most 200 characters."],
    ["an overlong description", { sourceUrl: "https://example.com", title: "T", description: "x".repeat(2001) }, "description", "Description can be at most 2000 characters."],
    ["an unknown format", { sourceUrl: "https://example.com", title: "T", format: "video" }, "format", "Format must be one of: article, pdf, repo, spreadsheet, other."],
    ["too many topics", { sourceUrl: "https://example.com", title: "T", topicSuggestions: "a,b,c,d,e,f,g,h,i,j,k" }, "topicSuggestions", "Suggest at most 10 topics."],
    ["a non-boolean disclosure", { sourceUrl: "https://example.com", title: "T", affiliateDisclosure: "yes" }, "affiliateDisclosure", "Affiliate disclosure must be true or false."],
  ])("answers 400 with the field's message for %s", async (_, body, field, message) => {
    const before = await db.submission.count();
    const response = await post(body);
    expect(response.status).toBe(400);
    const answer = await json<ErrorBody>(response);
    expect(answer.fieldErrors?.[field]).toContain(message);
    expect(answer.message).toContain(message);
    expect(await db.submission.count()).toBe(before);
  });

  it("refuses a submission whose hidden honeypot field is filled, storing nothing", async () => {
    const before = await db.submission.count();
    const response = await post({ sourceUrl: "https://example.com/spam", title: "Cheap pills", website: "https://spam.example" });
    expect(response.status).toBe(400);
    expect((await json<ErrorBody>(response)).message).toBe("Your submission could not be accepted.");
    expect(await db.submission.count()).toBe(before);
  });
});

describe("submission rate limit", () => {
  it("answers 429 with Retry-After after 3 a day from one client, counting refused ones, and accepts again the next day", async () => {
    process.env.RATE_LIMIT_DISABLED = "false";
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2030-03-10T20:00:00Z"));
    const client = "198.51.100.7";
    expect((await post({ sourceUrl: "https://example.com/1", title: "One" }, { client })).status).toBe(201);
    expect((await post({ sourceUrl: "bad", title: "Refused" }, { client })).status).toBe(400);
    expect((await post({ sourceUrl: "https://example.com/3", title: "Three" }, { client })).status).toBe(201);

    const limited = await post({ sourceUrl: "https://example.com/4", title: "Four" }, { client });
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBe(String(4 * 3600));
    expect((await json<ErrorBody>(limited)).message).toBe("Too many submissions. Please try again in 4 hours.");
    expect(await db.submission.count({ where: { title: "Four" } })).toBe(0);

    expect((await post({ sourceUrl: "https://example.com/5", title: "Other client" }, { client: "198.51.100.8" })).status).toBe(201);

    vi.setSystemTime(new Date("2030-03-11T00:00:01Z"));
    expect((await post({ sourceUrl: "https://example.com/6", title: "Next day" }, { client })).status).toBe(201);
  });
});

describe("the Submit a List form posted without JavaScript", () => {
  const postForm = (fields: Record<string, string>, client: string) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
    const request = buildRequest("/submit", { method: "POST", headers: { host: "localhost:3000", [SOCKET_ADDRESS_HEADER]: client } });
    return inRequestScope(request, () => submitListAction({ status: "idle" }, form));
  };
  const fields = { sourceUrl: "https://example.com/form-trip", title: "Form trip list", description: "Posted without scripts.", author: "Ana Ruiz", format: "article" };

  it("stores the submission and answers with its id", async () => {
    const outcome = await postForm(fields, "203.0.113.70");
    expect(outcome).toEqual({ status: "success", id: expect.any(Number) });
    expect(await db.submission.count({ where: { title: "Form trip list" } })).toBe(1);
  });

  it("refuses a field holding the NUL character with a message, keeping what was typed and storing nothing", async () => {
    const before = await db.submission.count();
    const outcome = await postForm({ ...fields, title: "Form\u0000trip" }, "203.0.113.71");
    expect(outcome).toMatchObject({ status: "error", message: "The form must not contain the NUL character (\\u0000).", values: { title: "Form\u0000trip" } });
    expect(await db.submission.count()).toBe(before);
  });
});

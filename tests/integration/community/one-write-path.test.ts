import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { POST as reportRoute } from "@/app/api/public/reports/route";
import { POST as seedRoute } from "@/app/api/public/seed-production/route";
import { POST as submitRoute } from "@/app/api/public/submissions/route";
import { db } from "@/lib/db";
import { SOCKET_ADDRESS_HEADER } from "@/lib/http/front-server";
import { rateLimits } from "@/lib/rate-limit";
import { reportListAction } from "@/lib/reports/report-action";
import { reportList } from "@/lib/reports/report-operation";
import { seedSampleDataAction } from "@/lib/sample-data/seed-action";
import { seedSample } from "@/lib/sample-data/seed-operation";
import { submitListAction } from "@/lib/submissions/submit-action";
import { submitList } from "@/lib/submissions/submit-operation";
import { buildRequest, callRoute, inRequestScope, json } from "@/tests/support/integration/request-scope";
import { openTestDatabase } from "@/tests/support/integration/users";

// Submitting, reporting and seeding each arrive two ways: the API route and the form's server action
// (no JavaScript). Both run one operation, so they pass the same guards; these tests fail when the two
// drift apart.

let listId: number;
beforeAll(async () => {
  await openTestDatabase();
  listId = (await db.contentList.create({ data: { title: "Two ways", slug: "two-ways", status: "published", publishedAt: new Date() } })).id;
});
afterEach(() => {
  process.env.RATE_LIMIT_DISABLED = "true";
});

const viaRoute = (handler: Parameters<typeof callRoute>[0], path: string, body: unknown, client: string) =>
  callRoute(handler, path, { method: "POST", body, headers: { host: "localhost:3000", origin: "http://localhost:3000", [SOCKET_ADDRESS_HEADER]: client } });

const viaForm = <T>(fields: Record<string, string>, client: string, action: (form: FormData) => Promise<T>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return inRequestScope(buildRequest("/", { method: "POST", headers: { host: "localhost:3000", [SOCKET_ADDRESS_HEADER]: client } }), () => action(form));
};

describe("one write path per operation", () => {
  it("builds each route from the operation its server action runs", () => {
    expect(submitRoute.operation).toBe(submitList);
    expect(reportRoute.operation).toBe(reportList);
    expect(seedRoute.operation).toBe(seedSample);
  });

  it("refuses the same submission fields with the same field errors either way", async () => {
    const fields = { sourceUrl: "not a url", title: " " };
    const answer = await json<{ fieldErrors: Record<string, string[]> }>(await viaRoute(submitRoute, "/api/public/submissions", fields, "192.0.2.10"));
    const state = await viaForm(fields, "192.0.2.10", (form) => submitListAction({ status: "idle" }, form));
    expect(state).toMatchObject({ status: "error", fieldErrors: answer.fieldErrors });
    expect(Object.keys(answer.fieldErrors)).toEqual(expect.arrayContaining(["sourceUrl", "title"]));
  });

  it("counts submissions from both ways against one rate limit", async () => {
    process.env.RATE_LIMIT_DISABLED = "false";
    const client = "192.0.2.11";
    for (let sent = 0; sent < rateLimits.submissions.limit(); sent++) {
      expect((await viaRoute(submitRoute, "/api/public/submissions", { sourceUrl: `https://example.com/two-ways-${sent}`, title: `Two ways ${sent}` }, client)).status).toBe(201);
    }
    const state = await viaForm({ sourceUrl: "https://example.com/two-ways-form", title: "Two ways by form", format: "article" }, client, (form) => submitListAction({ status: "idle" }, form));
    expect(state).toMatchObject({ status: "error", message: expect.stringMatching(/^Too many submissions\./) });
  });

  it("counts reports from both ways against one rate limit and refuses a bad reason alike", async () => {
    const bad = await json<{ fieldErrors: Record<string, string[]> }>(await viaRoute(reportRoute, "/api/public/reports", { listId, reason: "boring" }, "192.0.2.12"));
    const refused = await viaForm({ listId: String(listId), reason: "boring" }, "192.0.2.12", (form) => reportListAction(null, form));
    expect(refused).toEqual({ ok: false, message: Object.values(bad.fieldErrors).flat().join(" ") });

    process.env.RATE_LIMIT_DISABLED = "false";
    const client = "192.0.2.13";
    for (let sent = 0; sent < rateLimits.reports.limit(); sent++) {
      const response = await viaForm({ listId: String(listId), reason: "other", description: `form ${sent}` }, client, (form) => reportListAction(null, form));
      expect(response).toMatchObject({ ok: true });
    }
    expect((await viaRoute(reportRoute, "/api/public/reports", { listId, reason: "other", description: "route" }, client)).status).toBe(429);
  });

  it("counts a report refused as coming from another site against the same limit", async () => {
    process.env.RATE_LIMIT_DISABLED = "false";
    const client = "192.0.2.15";
    const crossSite = () =>
      callRoute(reportRoute, "/api/public/reports", {
        method: "POST",
        body: { listId, reason: "other" },
        headers: { host: "localhost:3000", origin: "https://evil.example", [SOCKET_ADDRESS_HEADER]: client },
      });
    for (let sent = 0; sent < rateLimits.reports.limit(); sent++) expect((await crossSite()).status).toBe(403);
    expect((await crossSite()).status).toBe(429);
    expect((await viaRoute(reportRoute, "/api/public/reports", { listId, reason: "other", description: "same site" }, client)).status).toBe(429);
  });

  it("answers a second seeding with the same message either way", async () => {
    await viaRoute(seedRoute, "/api/public/seed-production", undefined, "192.0.2.14");
    const route = await json<{ message: string }>(await viaRoute(seedRoute, "/api/public/seed-production", undefined, "192.0.2.14"));
    const action = await inRequestScope(buildRequest("/", { method: "POST", headers: { host: "localhost:3000" } }), () => seedSampleDataAction());
    expect(action).toEqual({ ok: true, message: route.message });
  });
});

import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

// The search itself is stood in for: these check what the front does when answering fails.
const answerSearch = vi.hoisted(() => vi.fn<(headers: Headers, query: URLSearchParams) => Promise<Response>>());
vi.mock("@/lib/lists/search-endpoint", () => ({ answerSearch }));
const answerListView = vi.hoisted(() => vi.fn<(headers: Headers, id: string, protocol: string) => Promise<Response>>());
vi.mock("@/lib/lists/view-endpoint", () => ({ answerListView }));
const answerPageView = vi.hoisted(() => vi.fn<(headers: Headers, readBody: (maxBytes: number) => Promise<Uint8Array>, protocol: string) => Promise<Response>>());
vi.mock("@/lib/page-views/view-endpoint", () => ({ answerPageView }));

const { withCallsBeforeNext } = await import("@/lib/http/front-calls");

let server: Server;
let base = "";

beforeAll(async () => {
  server = createServer(withCallsBeforeNext((_request, response) => response.writeHead(418).end()));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

describe("calls answered before Next.js, when answering fails", () => {
  it("answers 500 with a message when the search throws before its first await, and keeps serving", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    answerSearch.mockImplementationOnce(() => {
      throw new Error("thrown synchronously");
    });
    const failed = await fetch(`${base}/api/public/search?q=lantern`);
    expect(failed.status).toBe(500);
    expect(failed.headers.get("cache-control")).toBe("no-store");
    expect(await failed.json()).toEqual({ message: "Something went wrong on our side. Please try again." });

    answerSearch.mockResolvedValueOnce(Response.json([], { headers: { "X-Total-Count": "0" } }));
    const next = await fetch(`${base}/api/public/search?q=lantern`);
    expect(next.status).toBe(200);
    expect(next.headers.get("x-total-count")).toBe("0");
  });

  it("answers 500 when writing the answer fails, instead of leaving a rejected promise", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const unreadable = new Response("[]");
    vi.spyOn(unreadable, "arrayBuffer").mockRejectedValueOnce(new Error("stream broke"));
    answerSearch.mockResolvedValueOnce(unreadable);
    const failed = await fetch(`${base}/api/public/search?q=lantern`);
    expect(failed.status).toBe(500);
  });

  it("answers a view beacon whose count fails with 500, and counts the next one", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    answerListView.mockRejectedValueOnce(new Error("database gone"));
    expect((await fetch(`${base}/api/public/lists/12/view`, { method: "POST" })).status).toBe(500);
    answerListView.mockResolvedValueOnce(new Response(null, { status: 204 }));
    expect((await fetch(`${base}/api/public/lists/12/view`, { method: "POST" })).status).toBe(204);
    expect(answerListView).toHaveBeenLastCalledWith(expect.any(Headers), "12", "http:");
  });

  it("hands a page view's body to its call, refused past the size it asks for", async () => {
    const read: string[] = [];
    answerPageView.mockImplementation(async (_headers, readBody) => {
      try {
        read.push(Buffer.from(await readBody(16)).toString());
        return new Response(null, { status: 204 });
      } catch (error) {
        read.push(String(error));
        return Response.json({ message: "too large" }, { status: 413 });
      }
    });
    expect((await fetch(`${base}/api/public/views`, { method: "POST", body: '{"page":"home"}' })).status).toBe(204);
    expect((await fetch(`${base}/api/public/views`, { method: "POST", body: "x".repeat(100_000) })).status).toBe(413);
    // The connection still serves the next call after a body left half read.
    expect((await fetch(`${base}/api/public/views`, { method: "POST", body: "{}" })).status).toBe(204);
    expect(read[0]).toBe('{"page":"home"}');
    expect(read[1]).toMatch(/too large/);
    expect(read[2]).toBe("{}");
  });

  it("hands every other request to the next handler", async () => {
    expect((await fetch(`${base}/api/public/searching`)).status).toBe(418);
    expect((await fetch(`${base}/api/public/search`, { method: "POST" })).status).toBe(418);
    expect((await fetch(`${base}/api/public/lists/12/view`)).status).toBe(418);
    expect((await fetch(`${base}/api/public/views`)).status).toBe(418);
    expect((await fetch(`${base}/api/public/views/home`, { method: "POST" })).status).toBe(418);
  });
});

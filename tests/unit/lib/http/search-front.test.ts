import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

// The search itself is stood in for: these check what the front does when answering fails.
const answerSearch = vi.hoisted(() => vi.fn<(headers: Headers, query: URLSearchParams) => Promise<Response>>());
vi.mock("@/lib/lists/search-endpoint", () => ({ answerSearch }));

const { withSearchAnswers } = await import("@/lib/http/search-front");

let server: Server;
let base = "";

beforeAll(async () => {
  server = createServer(withSearchAnswers((_request, response) => response.writeHead(418).end()));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

describe("searches answered before Next.js, when answering fails", () => {
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

  it("hands every other request to the next handler", async () => {
    expect((await fetch(`${base}/api/public/searching`)).status).toBe(418);
    expect((await fetch(`${base}/api/public/search`, { method: "POST" })).status).toBe(418);
  });
});

import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { currentTagScope, runInTagScope } from "@/lib/cache/request-tags";
import { renderConcurrency, withRenderGate, type RenderGate } from "@/lib/http/render-gate";

let server: Server | undefined;
afterEach(() => {
  server?.closeAllConnections();
  server?.close();
  server = undefined;
});

// Stands in for Next.js: holds every request until the test lets it answer, and records the order.
function heldHandler() {
  const held: { url: string; answer: () => void }[] = [];
  const started: string[] = [];
  const handler = (request: IncomingMessage, response: ServerResponse) => {
    started.push(`${request.method} ${request.url}`);
    held.push({ url: request.url ?? "", answer: () => response.end("done") });
  };
  return { held, started, handler };
}

async function serve(gate: RenderGate) {
  server = createServer(gate.handle);
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  return (server.address() as AddressInfo).port;
}

function send(port: number, path: string, method = "GET") {
  const request = httpRequest({ port, host: "127.0.0.1", path, method, agent: false });
  let status = 0;
  let retryAfter: string | undefined;
  const answered = new Promise<string>((resolve, reject) => {
    request.on("response", (response) => {
      status = response.statusCode ?? 0;
      retryAfter = response.headers["retry-after"] as string | undefined;
      let body = "";
      response.on("data", (chunk) => (body += chunk));
      response.on("end", () => resolve(body));
    });
    request.on("error", reject);
  });
  request.end();
  return { request, answered, status: () => status, retryAfter: () => retryAfter };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe("the render gate", () => {
  it("lets a request that waited in line run in its own async context, not in the one whose end let it in", async () => {
    const next = heldHandler();
    const scopes = new Map<string, string[]>();
    const gate = withRenderGate(
      (request, response) => {
        currentTagScope()?.tags.add(request.url ?? "");
        scopes.set(request.url ?? "", [...(currentTagScope()?.tags ?? [])]);
        next.handler(request, response);
      },
      { limit: 1, publicRoots: new Set() },
    );
    server = createServer((request, response) => runInTagScope(0, () => gate.handle(request, response)));
    await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
    const port = (server.address() as AddressInfo).port;
    const answers = ["/first", "/second", "/third"].map((path) => send(port, path).answered);
    for (let index = 0; index < 3; index++) {
      await settle();
      next.held[index].answer();
    }
    await Promise.all(answers);
    expect(Object.fromEntries(scopes)).toEqual({ "/first": ["/first"], "/second": ["/second"], "/third": ["/third"] });
  });

  it("lets at most the limit into Next.js and the rest in as places free up, first come first served", async () => {
    const next = heldHandler();
    const gate = withRenderGate(next.handler, { limit: 2, publicRoots: new Set() });
    const port = await serve(gate);
    const answers = ["/a", "/b", "/c", "/d"].map((path) => send(port, path).answered);
    await settle();
    expect(next.started).toEqual(["GET /a", "GET /b"]);
    expect(gate.state()).toEqual({ inside: 2, waiting: 2 });
    next.held[1].answer();
    await settle();
    expect(next.started).toEqual(["GET /a", "GET /b", "GET /c"]);
    next.held[0].answer();
    await settle();
    expect(next.started).toEqual(["GET /a", "GET /b", "GET /c", "GET /d"]);
    next.held[2].answer();
    next.held[3].answer();
    expect(await Promise.all(answers)).toEqual(["done", "done", "done", "done"]);
    expect(gate.state()).toEqual({ inside: 0, waiting: 0 });
  });

  it("never queues public files, Next.js's static files or requests with a body", async () => {
    const next = heldHandler();
    const gate = withRenderGate(next.handler, { limit: 1, publicRoots: new Set(["images", "robots.txt"]) });
    const port = await serve(gate);
    send(port, "/lists/one");
    await settle();
    send(port, "/images/hero.svg");
    send(port, "/_next/static/chunks/app.js");
    send(port, "/api/submissions", "POST");
    send(port, "/uploads/photo.jpg");
    send(port, "/api/health");
    send(port, "/lists/two");
    await settle();
    expect(next.started).toEqual(["GET /lists/one", "GET /images/hero.svg", "GET /_next/static/chunks/app.js", "POST /api/submissions", "GET /uploads/photo.jpg", "GET /api/health"]);
    expect(gate.state()).toEqual({ inside: 1, waiting: 1 });
    for (const held of next.held) held.answer();
  });

  it("skips a waiting client that went away", async () => {
    const next = heldHandler();
    const gate = withRenderGate(next.handler, { limit: 1, publicRoots: new Set() });
    const port = await serve(gate);
    send(port, "/first");
    await settle();
    const gone = send(port, "/gone");
    gone.answered.catch(() => undefined);
    const last = send(port, "/last");
    await settle();
    gone.request.destroy();
    await settle();
    next.held[0].answer();
    await settle();
    expect(next.started).toEqual(["GET /first", "GET /last"]);
    next.held[1].answer();
    expect(await last.answered).toBe("done");
  });

  it("answers 503 with Retry-After at once when the queue is full", async () => {
    const next = heldHandler();
    const gate = withRenderGate(next.handler, { limit: 1, maxWaiting: 1, publicRoots: new Set() });
    const port = await serve(gate);
    send(port, "/inside");
    await settle();
    send(port, "/waiting");
    const refused = send(port, "/one-too-many");
    expect(await refused.answered).toMatch(/try again in 5 seconds/);
    expect(refused.status()).toBe(503);
    expect(refused.retryAfter()).toBe("5");
    expect(gate.state()).toEqual({ inside: 1, waiting: 1 });
    for (const held of next.held) held.answer();
  });

  it("answers 503 to a request that waited longer than the queue allows, and forgets it", async () => {
    const next = heldHandler();
    const gate = withRenderGate(next.handler, { limit: 1, maxWaitMs: 100, publicRoots: new Set() });
    const port = await serve(gate);
    send(port, "/inside");
    await settle();
    const late = send(port, "/late");
    expect(await late.answered).toMatch(/busy/);
    expect(late.status()).toBe(503);
    expect(gate.state()).toEqual({ inside: 1, waiting: 0 });
    next.held[0].answer();
    await settle();
    expect(next.started).toEqual(["GET /inside"]);
  });

  it("refuses an API call it has no room for in JSON, as every API error is answered", async () => {
    const next = heldHandler();
    const gate = withRenderGate(next.handler, { limit: 1, maxWaiting: 0, publicRoots: new Set() });
    const port = await serve(gate);
    send(port, "/inside");
    await settle();
    const refused = send(port, "/api/public/trending");
    expect(JSON.parse(await refused.answered)).toEqual({ message: "The site is very busy right now. Please try again in 5 seconds." });
    expect(refused.status()).toBe(503);
    for (const held of next.held) held.answer();
  });

  it("gives the place back when Next.js has written the answer, even if the client does not read it", async () => {
    const big = "x".repeat(8 * 1024 * 1024);
    let finished = 0;
    const gate = withRenderGate(
      (_request, response) => {
        // As Next.js does: write, wait for drain when told to, then end.
        const ok = response.write(big);
        const done = () => {
          response.end();
          finished += 1;
        };
        if (ok) done();
        else response.once("drain", done);
      },
      { limit: 1, publicRoots: new Set() },
    );
    const port = await serve(gate);
    // A reader that never reads: the 8 MB answer cannot leave the server's buffers.
    const stalled = httpRequest({ port, host: "127.0.0.1", path: "/slow", agent: false });
    stalled.on("response", (response) => response.pause());
    stalled.on("error", () => undefined);
    stalled.end();
    await settle();
    expect(finished).toBe(1);
    expect(gate.state()).toEqual({ inside: 0, waiting: 0 });
    stalled.destroy();
  });

  it("reads its limit from RENDER_CONCURRENCY, 8 by default, 0 for no gate", () => {
    expect(renderConcurrency({})).toBe(8);
    expect(renderConcurrency({ RENDER_CONCURRENCY: "3" })).toBe(3);
    expect(renderConcurrency({ RENDER_CONCURRENCY: "0" })).toBe(0);
    expect(renderConcurrency({ RENDER_CONCURRENCY: "lots" })).toBe(8);
  });
});

// GET /api/public/search answered by server.ts itself, before Next.js: a search is the one public call
// that runs on every request (it is rate limited, so never answered from a kept copy), and inside
// Next.js the routing, its web Request and Response objects and their streams cost more server time
// than finding and sending the lists. The answer is the route's own (lib/lists/search-endpoint.ts holds
// it for both), with the headers Next.js gives every public answer.
import type { IncomingMessage, ServerResponse } from "node:http";
import { answerSearch } from "@/lib/lists/search-endpoint";
import { publicContentSecurityPolicy, SECURITY_HEADERS } from "./content-security-policy";
import { webHeaders } from "./web-headers";

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

const SEARCH_PATH = "/api/public/search";

export function withSearchAnswers(next: Handler): Handler {
  const policy = publicContentSecurityPolicy();
  return (request, response) => {
    const { method = "GET", url = "/" } = request;
    if (method !== "GET" || !(url === SEARCH_PATH || url.startsWith(`${SEARCH_PATH}?`))) {
      next(request, response);
      return;
    }
    // Run as a promise chain from the first step: a throw while reading the request or writing the
    // answer becomes the 500 below, never an exception in the server's request handler.
    Promise.resolve()
      .then(() => answerSearch(webHeaders(request), new URL(url, "http://localhost").searchParams))
      .then(async (answer) => {
        const body = Buffer.from(await answer.arrayBuffer());
        for (const { key, value } of SECURITY_HEADERS) response.setHeader(key, value);
        response.setHeader("Content-Security-Policy", policy);
        answer.headers.forEach((value, name) => response.setHeader(name, value));
        response.setHeader("Content-Length", body.byteLength);
        response.writeHead(answer.status);
        response.end(body);
      })
      .catch((error: unknown) => {
        console.error("Answering a search failed:", error);
        if (!response.headersSent) response.writeHead(500, { "Content-Type": "application/json", "Cache-Control": "no-store" });
        response.end(JSON.stringify({ message: "Something went wrong on our side. Please try again." }));
      });
  };
}

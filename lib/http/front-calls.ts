// Public calls server.ts answers itself, before Next.js: the ones that run on every request and cannot be
// answered from a kept copy. Inside Next.js their routing, its web Request and Response objects and their
// streams cost more server time than the work itself (a search: 5-7 ms against 2.5-3 ms).
// - GET /api/public/search (rate limited, so never kept): lib/lists/search-endpoint.ts.
// - POST /api/public/lists/{id}/view, the beacon every list page sends once shown: lib/lists/view-endpoint.ts.
// - POST /api/public/views, the beacon of every other public page: lib/page-views/view-endpoint.ts.
// Each answer is the route's own (the route handler calls the same function), with the headers Next.js
// gives every public answer.
import type { IncomingMessage, ServerResponse } from "node:http";
import type { TLSSocket } from "node:tls";
import { answerSearch } from "@/lib/lists/search-endpoint";
import { answerListView } from "@/lib/lists/view-endpoint";
import { answerPageView } from "@/lib/page-views/view-endpoint";
import { publicContentSecurityPolicy, SECURITY_HEADERS } from "./content-security-policy";
import { readNodeBodyBytes } from "./request-guards";
import { webHeaders } from "./web-headers";

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

const SEARCH_PATH = "/api/public/search";
const LIST_VIEW_PATH = /^\/api\/public\/lists\/([^/?]+)\/view(?:\?|$)/;
const PAGE_VIEW_PATH = "/api/public/views";

export function withCallsBeforeNext(next: Handler): Handler {
  const policy = publicContentSecurityPolicy();
  const send = (response: ServerResponse) => async (answer: Response) => {
    const body = answer.body ? Buffer.from(await answer.arrayBuffer()) : null;
    for (const { key, value } of SECURITY_HEADERS) response.setHeader(key, value);
    response.setHeader("Content-Security-Policy", policy);
    answer.headers.forEach((value, name) => response.setHeader(name, value));
    if (body) response.setHeader("Content-Length", body.byteLength);
    response.writeHead(answer.status);
    response.end(body ?? undefined);
  };
  const fail = (response: ServerResponse) => (error: unknown) => {
    console.error("Answering a call before Next.js failed:", error);
    if (!response.headersSent) response.writeHead(500, { "Content-Type": "application/json", "Cache-Control": "no-store" });
    response.end(JSON.stringify({ message: "Something went wrong on our side. Please try again." }));
  };

  // Each answer runs as a promise chain from its first step: a throw while reading the request or writing
  // the answer becomes the 500 above, never an exception in the server's request handler.
  const answer = (response: ServerResponse, call: () => Promise<Response>) => {
    Promise.resolve().then(call).then(send(response)).catch(fail(response));
  };

  return (request, response) => {
    const { method = "GET", url = "/" } = request;
    if (method === "GET" && (url === SEARCH_PATH || url.startsWith(`${SEARCH_PATH}?`))) {
      answer(response, () => answerSearch(webHeaders(request), new URL(url, "http://localhost").search));
      return;
    }
    const listView = method === "POST" ? LIST_VIEW_PATH.exec(url) : null;
    if (listView) {
      // The beacon sends no body; whatever a client sent is read and dropped.
      request.resume();
      answer(response, () => answerListView(webHeaders(request), listView[1], protocolOf(request)));
      return;
    }
    if (method === "POST" && (url === PAGE_VIEW_PATH || url.startsWith(`${PAGE_VIEW_PATH}?`))) {
      // A body left unread (the call was refused before reading it) is read and dropped once answered.
      response.once("close", () => request.resume());
      answer(response, () => answerPageView(webHeaders(request), (maxBytes) => readNodeBodyBytes(request, maxBytes), protocolOf(request)));
      return;
    }
    next(request, response);
  };
}

/** The protocol a request came over as Next.js reads it: X-Forwarded-Proto from a proxy, else the connection's. */
function protocolOf(request: IncomingMessage): string {
  const forwarded = request.headers["x-forwarded-proto"];
  if (typeof forwarded === "string" && forwarded !== "") return forwarded === "https" ? "https:" : "http:";
  return (request.socket as TLSSocket).encrypted ? "https:" : "http:";
}

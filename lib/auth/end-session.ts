import "server-only";
import type { NextRequest } from "next/server";
import { seeOther } from "@/lib/http/private-response";
import { navigationKind } from "./same-site";
import { sessionCookieName, sessionCookieOptions } from "./session-cookie";
import { deleteSession } from "./sessions";

/**
 * GET /api/logout, the Log out link. It signs out only on the reader's own top-level navigation: stored
 * content on this site (an image pointing here) or another site must not sign anyone out, and a GET has
 * no other side effect. Any other request returns to "/" as it was; a browser that sends no Fetch
 * Metadata, which cannot be told apart from an image, gets a page with a Sign out button instead.
 */
export async function endSessionOnNavigation(request: NextRequest): Promise<Response> {
  switch (navigationKind(request.headers)) {
    case "reader":
      return signOut(request);
    case "unknown":
      return confirmationPage();
    default:
      return seeOther("/");
  }
}

/** POST /api/logout, the confirmation page's button (the route wrapper refuses it from other sites). */
export async function endSession(request: NextRequest): Promise<Response> {
  return signOut(request);
}

/** Deletes the session row (so the cookie is worthless at once), clears the cookie and returns to "/". */
async function signOut(request: NextRequest): Promise<Response> {
  const response = seeOther("/");
  const name = sessionCookieName();
  const token = request.cookies.get(name)?.value;
  if (token) await deleteSession(token);
  response.cookies.set(name, "", { ...sessionCookieOptions(new Date(0)), maxAge: 0 });
  return response;
}

function confirmationPage(): Response {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Sign out</title></head>
<body><main><h1>Sign out</h1><p>Sign out of this site on this browser?</p>
<form method="post" action="/api/logout"><button type="submit">Sign out</button></form>
<p><a href="/">Back to the home page</a></p></main></body></html>`;
  return new Response(html, { headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" } });
}

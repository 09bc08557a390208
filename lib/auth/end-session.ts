import "server-only";
import type { NextRequest } from "next/server";
import { siteUrl } from "@/lib/site-url";
import { seeOther } from "@/lib/http/private-response";
import { isSameSiteNavigation } from "./same-site";
import { sessionCookieName, sessionCookieOptions } from "./session-cookie";
import { deleteSession } from "./sessions";

/**
 * GET /api/logout: deletes the session row (so the cookie is worthless at once), clears the cookie and
 * returns to "/". A navigation started by another site only returns to "/": signing people out is not
 * something other sites may do for them.
 */
export async function endSession(request: NextRequest): Promise<Response> {
  const response = seeOther("/");
  if (!isSameSiteNavigation(request.headers, siteUrl())) return response;
  const name = sessionCookieName();
  const token = request.cookies.get(name)?.value;
  if (token) await deleteSession(token);
  response.cookies.set(name, "", { ...sessionCookieOptions(new Date(0)), maxAge: 0 });
  return response;
}

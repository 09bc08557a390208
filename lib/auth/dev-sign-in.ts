import "server-only";
import type { NextRequest } from "next/server";
import type { z } from "zod";
import { forbidden, notFound } from "@/lib/http/errors";
import { isFromThisMachine } from "@/lib/http/client-address";
import { logEvent } from "@/lib/log";
import { siteUrl } from "@/lib/site-url";
import { safeCallbackPath } from "./callback-url";
import type { devSignInSchema } from "./dev-sign-in-schema";
import { privateJson } from "@/lib/http/private-response";
import { devSignInEnabled } from "./providers";
import { isSameSiteNavigation } from "./same-site";
import { sessionCookieName, sessionCookieOptions } from "./session-cookie";
import { createSession, deleteSession } from "./sessions";
import { findOrCreateDevUser } from "./users";

/**
 * POST /api/auth/dev-signin: signs in as the user with this email (created as a viewer on first use),
 * with a database session and the cookie next-auth reads, as a provider sign-in would. next-auth 4's
 * Credentials provider cannot create database sessions, hence this route.
 */
export async function devSignIn(request: NextRequest, input: z.output<typeof devSignInSchema>): Promise<Response> {
  if (!devSignInEnabled()) {
    throw notFound("The development sign-in is turned off. It is available only when AUTH_DEV_LOGIN=true and SITE_URL is a localhost address.");
  }
  if (!isFromThisMachine(request.headers)) {
    logEvent("warn", "sign_in_failed", { provider: "development", reason: "not from this machine" });
    throw forbidden("The development sign-in works only from the machine the site runs on (a browser on localhost).");
  }
  if (!isSameSiteNavigation(request.headers, siteUrl())) {
    logEvent("warn", "sign_in_failed", { provider: "development", reason: "cross-site request" });
    throw forbidden("Sign in from this site's own sign-in page.");
  }

  const name = sessionCookieName();
  const previous = request.cookies.get(name)?.value;
  if (previous) await deleteSession(previous);

  const user = await findOrCreateDevUser(input);
  const { sessionToken, expires } = await createSession(user.id);
  const response = privateJson({ redirectTo: safeCallbackPath(input.callbackUrl ?? "/"), user });
  response.cookies.set(name, sessionToken, sessionCookieOptions(expires));
  return response;
}

import "server-only";
import type { NextRequest } from "next/server";
import { clientAddress } from "@/lib/http/client-address";
import { checkRateLimit, rateLimits, type RateLimitRule } from "@/lib/rate-limit";

// RATE_LIMIT_SIGNIN_PER_MINUTE counts sign-in attempts per client: starting one (/api/login, next-auth's
// POST signin, the development sign-in) and, in a counter of its own so a completed sign-in is still one
// attempt in each, the provider's return to /api/auth/callback.
export const signInStartLimit: RateLimitRule = rateLimits.signIn;
export const signInCallbackLimit: RateLimitRule = { ...rateLimits.signIn, name: "sign-in-callback" };

/** Throws the 429 HttpError when the client is over the limit for this next-auth action. */
export async function limitNextAuthAction(request: NextRequest, action: string | undefined): Promise<void> {
  const rule = action === "callback" ? signInCallbackLimit : action === "signin" && request.method === "POST" ? signInStartLimit : null;
  if (rule) await checkRateLimit(rule, clientAddress(request.headers));
}

import type { NextRequest } from "next/server";
import { isNextAuthAddress } from "@/lib/auth/next-auth-addresses";
import { handleNextAuth } from "@/lib/auth/next-auth-handler";
import { limitNextAuthAction } from "@/lib/auth/sign-in-limits";
import { errorResponse } from "@/lib/http/error-response";
import { NO_SUCH_CALL, notFoundError } from "@/lib/http/errors";
import { assertSameOrigin } from "@/lib/http/request-guards";

// next-auth's own endpoints (csrf, signin, callback, signout, session, providers, error), with sign-in
// attempts rate limited (a refused attempt counts too) and posts from other sites refused, as on every
// call. Any other address under /api/auth is not found, as under the rest of /api/. /api/auth/user and
// /api/auth/dev-signin are separate routes that take precedence.
type Context = { params: Promise<{ nextauth: string[] }> };

async function handle(request: NextRequest, context: Context): Promise<Response> {
  const { nextauth } = await context.params;
  try {
    if (!isNextAuthAddress(nextauth)) throw notFoundError(NO_SUCH_CALL);
    await limitNextAuthAction(request, nextauth[0]);
    if (request.method === "POST") assertSameOrigin(request);
  } catch (error) {
    return errorResponse(error);
  }
  return handleNextAuth(request, nextauth);
}

export { handle as GET, handle as POST };

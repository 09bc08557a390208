import type { NextRequest } from "next/server";
import { handleNextAuth } from "@/lib/auth/next-auth-handler";
import { limitNextAuthAction } from "@/lib/auth/sign-in-limits";
import { errorResponse } from "@/lib/http/error-response";

// next-auth's own endpoints (csrf, signin, callback, signout, session, providers), with sign-in attempts
// rate limited. /api/auth/user and /api/auth/dev-signin are separate routes that take precedence.
type Context = { params: Promise<{ nextauth: string[] }> };

async function handle(request: NextRequest, context: Context): Promise<Response> {
  const { nextauth } = await context.params;
  try {
    await limitNextAuthAction(request, nextauth[0]);
  } catch (error) {
    return errorResponse(error);
  }
  return handleNextAuth(request, nextauth);
}

export { handle as GET, handle as POST };

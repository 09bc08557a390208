import type { NextRequest } from "next/server";
import { startSignIn } from "@/lib/auth/start-sign-in";
import { errorResponse } from "@/lib/http/route";

// Browser navigation target that starts sign-in.
export async function GET(request: NextRequest): Promise<Response> {
  try {
    return await startSignIn(request);
  } catch (error) {
    return errorResponse(error);
  }
}

import type { NextRequest } from "next/server";
import { endSession } from "@/lib/auth/end-session";

// Browser navigation target that ends the session on the server and returns to "/".
export async function GET(request: NextRequest): Promise<Response> {
  return endSession(request);
}

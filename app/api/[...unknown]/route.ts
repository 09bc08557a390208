import type { Endpoint } from "@/lib/auth/permissions";
import { NO_SUCH_CALL, notFoundError } from "@/lib/http/errors";
import { route } from "@/lib/http/route";

// An address under /api/ that no route serves: a JSON 404 for every method, like every other API answer.
const noSuchCall = (endpoint: Endpoint) =>
  route(endpoint, {}, async () => {
    throw notFoundError(NO_SUCH_CALL);
  });

export const GET = noSuchCall("GET /api/[...unknown]");
export const POST = noSuchCall("POST /api/[...unknown]");
export const PUT = noSuchCall("PUT /api/[...unknown]");
export const PATCH = noSuchCall("PATCH /api/[...unknown]");
export const DELETE = noSuchCall("DELETE /api/[...unknown]");
export const OPTIONS = noSuchCall("OPTIONS /api/[...unknown]");

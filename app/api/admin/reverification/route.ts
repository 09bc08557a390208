import { route } from "@/lib/http/route";
import { privateJsonPage } from "@/lib/http/private-response";
import { findListsDueForReverification } from "@/lib/reverification/due";
import { reverificationQuery } from "@/lib/reverification/schema";

// The Review tab's third queue: published lists due for re-verification, the longest due first.
export const GET = route("GET /api/admin/reverification", { query: reverificationQuery }, async ({ query }) =>
  privateJsonPage(await findListsDueForReverification(query.page)),
);

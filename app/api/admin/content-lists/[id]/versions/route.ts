import { listIdParamsSchema } from "@/lib/content/schema";
import { findListVersions } from "@/lib/content/version-history";
import { privateJson } from "@/lib/http/private-response";
import { route } from "@/lib/http/route";

// A list's versions, newest first.
export const GET = route("GET /api/admin/content-lists/[id]/versions", { params: listIdParamsSchema }, async ({ params }) =>
  privateJson(await findListVersions(params.id)),
);

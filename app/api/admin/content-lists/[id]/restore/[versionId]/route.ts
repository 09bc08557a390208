import { versionParamsSchema } from "@/lib/content/schema";
import { restoreListVersion } from "@/lib/content/version-history";
import { privateJson } from "@/lib/http/private-response";
import { route } from "@/lib/http/route";

// Makes a version current (recorded as a new version); 409 for the latest version.
export const POST = route("POST /api/admin/content-lists/[id]/restore/[versionId]", { params: versionParamsSchema }, async ({ params, user }) =>
  privateJson(await restoreListVersion(user, params.id, params.versionId)),
);

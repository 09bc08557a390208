import { privateJson } from "@/lib/http/private-response";
import { route } from "@/lib/http/route";
import { getSystemStatus } from "@/lib/settings/system-status";

// The database, the sign-in providers and the last backup, as they are now.
export const GET = route("GET /api/admin/system-status", {}, async () => privateJson(await getSystemStatus()));

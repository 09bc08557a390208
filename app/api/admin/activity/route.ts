import { findRecentActivity } from "@/lib/audit/activity";
import { privateJson } from "@/lib/http/private-response";
import { route } from "@/lib/http/route";

// The dashboard's Recent Activity: the newest audit entries the reader's role may see.
export const GET = route("GET /api/admin/activity", {}, async ({ user }) => privateJson(await findRecentActivity(user.role)));

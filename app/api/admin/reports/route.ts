import { route } from "@/lib/http/route";
import { privateJsonPage } from "@/lib/http/private-response";
import { findReports } from "@/lib/moderation/reports";
import { reportListQuery } from "@/lib/moderation/schema";

// The review queue's reports: open ones first; ?status= narrows to one status.
export const GET = route("GET /api/admin/reports", { query: reportListQuery }, async ({ query }) => privateJsonPage(await findReports(query.status)));

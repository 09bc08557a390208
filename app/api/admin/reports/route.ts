import { route } from "@/lib/http/route";
import { queuePage } from "@/lib/moderation/list-response";
import { findReports } from "@/lib/moderation/reports";
import { reportListQuery } from "@/lib/moderation/schema";

// The review queue's reports: open ones first; ?status= narrows to one status.
export const GET = route("GET /api/admin/reports", { query: reportListQuery }, async ({ query }) => queuePage(await findReports(query.status)));

import { route } from "@/lib/http/route";
import { queuePage } from "@/lib/moderation/list-response";
import { submissionListQuery } from "@/lib/moderation/schema";
import { findSubmissions } from "@/lib/moderation/submissions";

// The review queue's submissions: pending first; ?status= narrows to one status.
export const GET = route("GET /api/admin/submissions", { query: submissionListQuery }, async ({ query }) => queuePage(await findSubmissions(query.status)));

import { route } from "@/lib/http/route";
import { privateJsonPage } from "@/lib/http/private-response";
import { submissionListQuery } from "@/lib/moderation/schema";
import { findSubmissions } from "@/lib/moderation/submissions";

// The review queue's submissions: pending first; ?status= narrows to one status.
export const GET = route("GET /api/admin/submissions", { query: submissionListQuery }, async ({ query }) => privateJsonPage(await findSubmissions(query.status)));

import { route } from "@/lib/http/route";
import { rejectSubmissionBody, submissionIdParams } from "@/lib/moderation/schema";
import { rejectSubmission } from "@/lib/moderation/submissions";

export const POST = route("POST /api/admin/submissions/[id]/reject", { params: submissionIdParams, body: rejectSubmissionBody }, async ({ params, body, user }) =>
  rejectSubmission(user.id, params.id, body.notes),
);

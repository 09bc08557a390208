import { route } from "@/lib/http/route";
import { approveSubmissionBody, submissionIdParams } from "@/lib/moderation/schema";
import { approveSubmission } from "@/lib/moderation/submissions";

// Approving creates a draft list from the submission; the answer names it so the editor can open it.
export const POST = route("POST /api/admin/submissions/[id]/approve", { params: submissionIdParams, body: approveSubmissionBody }, async ({ params, body, user }) =>
  approveSubmission(user.id, params.id, body.notes),
);

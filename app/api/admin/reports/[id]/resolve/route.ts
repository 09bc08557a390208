import { route } from "@/lib/http/route";
import { decideReport } from "@/lib/moderation/reports";
import { reportDecisionBody, reportIdParams } from "@/lib/moderation/schema";

export const POST = route("POST /api/admin/reports/[id]/resolve", { params: reportIdParams, body: reportDecisionBody }, async ({ params, body, user }) =>
  decideReport(user.id, params.id, "resolved", body.note),
);

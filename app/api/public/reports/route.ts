import { route } from "@/lib/http/route";
import { rateLimits } from "@/lib/rate-limit";
import { createReport } from "@/lib/reports/reports";
import { reportSchema } from "@/lib/reports/schema";

// A report on a published list: 201 with the stored report; 200 with the earlier one when the same
// visitor already reported this list for this reason today.
export const POST = route(
  "POST /api/public/reports",
  { body: reportSchema, rateLimit: rateLimits.reports, withUser: true },
  async ({ body, user, client }) => {
    const { report, created } = await createReport(body, { userId: user?.id ?? null, client });
    return Response.json(report, { status: created ? 201 : 200 });
  },
);

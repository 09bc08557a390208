import { operationRoute } from "@/lib/http/operation";
import { reportList } from "@/lib/reports/report-operation";

// A report on a published list: 201 with the stored report; 200 with the earlier one when the same
// visitor already reported this list for this reason today.
export const POST = operationRoute(reportList, ({ report, created }) => Response.json(report, { status: created ? 201 : 200 }));

import "server-only";
import { operation } from "@/lib/http/operation";
import { rateLimits } from "@/lib/rate-limit";
import { createReport } from "./reports";
import { reportSchema } from "./schema";

/** A visitor's report on a published list, by POST /api/public/reports or the dialog without JavaScript. */
export const reportList = operation({
  endpoint: "POST /api/public/reports",
  body: reportSchema,
  rateLimit: rateLimits.reports,
  withUser: true,
  run: ({ body, user, client }) => createReport(body, { userId: user?.id ?? null, client }),
});

import { route } from "@/lib/http/route";
import { checkHealth } from "@/lib/ops/health";

export const dynamic = "force-dynamic";

/** For load balancers and process managers: 200 when the app and its database answer, else 503. */
export const GET = route("GET /api/health", {}, async () => {
  const report = await checkHealth();
  return Response.json(report, {
    status: report.status === "ok" ? 200 : 503,
    headers: { "Cache-Control": "no-store", ...(report.status === "ok" ? {} : { "Retry-After": "5" }) },
  });
});

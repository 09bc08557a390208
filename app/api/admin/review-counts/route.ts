import { privateJson } from "@/lib/http/private-response";
import { route } from "@/lib/http/route";
import { countReviewQueue } from "@/lib/moderation/reports";

// The Review tab's counts: pending submissions and open reports.
export const GET = route("GET /api/admin/review-counts", {}, async () => privateJson(await countReviewQueue()));

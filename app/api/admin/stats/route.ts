import { getDashboardStats } from "@/lib/admin/stats";
import { privateJson } from "@/lib/http/private-response";
import { route } from "@/lib/http/route";

// The dashboard's stat cards: viewer and up.
export const GET = route("GET /api/admin/stats", {}, async () => privateJson(await getDashboardStats()));

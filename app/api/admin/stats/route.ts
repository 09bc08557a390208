import { getDashboardStats } from "@/lib/admin/stats";
import { privateJson } from "@/lib/auth/private-response";
import { route } from "@/lib/http/route";

// The dashboard's stat cards: viewer and up (decisions.md "Roles on the server").
export const GET = route({ auth: "viewer" }, async () => privateJson(await getDashboardStats()));

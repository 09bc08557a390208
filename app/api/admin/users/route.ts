import { privateJson } from "@/lib/http/private-response";
import { route } from "@/lib/http/route";
import { findUsers } from "@/lib/users/staff";

// Every user with their role, for User Management.
export const GET = route("GET /api/admin/users", {}, async () => privateJson(await findUsers()));

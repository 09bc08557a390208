import { privateJson } from "@/lib/http/private-response";
import { route } from "@/lib/http/route";
import { findNotifications } from "@/lib/notifications/notifications";

// Lists newly published by followed curators and in followed topics, with the unread count.
export const GET = route("GET /api/notifications", {}, async ({ user }) => privateJson(await findNotifications(user.id)));

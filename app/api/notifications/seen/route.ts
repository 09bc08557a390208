import { noContent, route } from "@/lib/http/route";
import { markNotificationsSeen } from "@/lib/notifications/notifications";
import { markSeenSchema } from "@/lib/notifications/schema";

// Opening the notification panel marks what it showed as seen.
export const POST = route("POST /api/notifications/seen", { body: markSeenSchema }, async ({ user, body }) => {
  await markNotificationsSeen(user.id, body.checkedAt);
  return noContent();
});

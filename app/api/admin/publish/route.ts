import { route } from "@/lib/http/route";
import { publishPendingChanges } from "@/lib/publishing/publish";

// "Publish Changes": saved theme and settings changes go live.
export const POST = route("POST /api/admin/publish", {}, async ({ user }) => publishPendingChanges(user.id));

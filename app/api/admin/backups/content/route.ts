import { downloadBackup } from "@/lib/backup/exports";
import { route } from "@/lib/http/route";

// Lists, categories and experts as one JSON file.
export const POST = route("POST /api/admin/backups/content", {}, async ({ user }) => downloadBackup(user.id, "content"));

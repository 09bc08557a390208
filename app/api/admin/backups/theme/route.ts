import { downloadBackup } from "@/lib/backup/exports";
import { route } from "@/lib/http/route";

// The theme as theme.json, importable in the theme editor.
export const POST = route("POST /api/admin/backups/theme", {}, async ({ user }) => downloadBackup(user.id, "theme"));

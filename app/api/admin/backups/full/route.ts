import { downloadBackup } from "@/lib/backup/exports";
import { route } from "@/lib/http/route";

// Every table but sessions, restorable with `npm run db:restore -- <file>`.
export const POST = route("POST /api/admin/backups/full", {}, async ({ user }) => downloadBackup(user.id, "full"));

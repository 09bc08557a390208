// npm run db:restore -- <backup.json>
// Restores a full backup (Settings → Backups → Full Backup) into the configured database (DATABASE_URL,
// else the embedded database in PGLITE_DIR). The database is migrated first and must hold no rows.
import { readFile } from "node:fs/promises";
import nextEnv from "@next/env";
import { parseFullBackup, restoreFullBackup } from "@/lib/backup/full-backup";
import { describeTarget, openDatabase } from "@/lib/db/client";

nextEnv.loadEnvConfig(process.cwd());

const USAGE = "Usage: npm run db:restore -- <backup.json>";

async function main(args: string[]): Promise<number> {
  if (args.length !== 1) {
    console.error(USAGE);
    return 2;
  }
  let text: string;
  try {
    text = await readFile(args[0], "utf8");
  } catch (error) {
    console.error(`Cannot read ${args[0]}: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
  const database = openDatabase();
  try {
    const backup = parseFullBackup(text);
    await database.migrate();
    const counts = await restoreFullBackup(database.prisma, backup);
    const total = Object.values(counts).reduce((sum, count) => sum + count, 0);
    console.log(`Restored ${total} rows from the backup of ${backup.createdAt} into the ${describeTarget(database.target)}:`);
    for (const [table, count] of Object.entries(counts)) if (count) console.log(`  ${table}: ${count}`);
    return 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return 1;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then((code) => process.exit(code));

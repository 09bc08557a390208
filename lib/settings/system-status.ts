import "server-only";
import { configuredProviders } from "@/lib/auth/providers";
import { BACKUP_AUDIT_ACTION } from "@/lib/backup/exports";
import { database, db } from "@/lib/db";

export interface SystemStatus {
  database: { kind: "PostgreSQL" | "Embedded PGlite"; reachable: boolean; latencyMs: number | null; error: string | null };
  signIn: { providers: string[] };
  lastBackupAt: string | null;
}

/** Real values for the Settings status panel: the database, the sign-in providers, the last full backup. */
export async function getSystemStatus(): Promise<SystemStatus> {
  const kind = database.target.kind === "postgres" ? "PostgreSQL" : "Embedded PGlite";
  const started = performance.now();
  let reachable = true;
  let error: string | null = null;
  try {
    await db.$queryRaw`SELECT 1`;
  } catch (failure) {
    reachable = false;
    error = failure instanceof Error ? failure.message.split("\n")[0].slice(0, 200) : "unknown error";
  }
  const latencyMs = reachable ? Math.round(performance.now() - started) : null;
  const last = reachable ? await db.auditEntry.findFirst({ where: { action: BACKUP_AUDIT_ACTION.full }, orderBy: { createdAt: "desc" }, select: { createdAt: true } }) : null;
  return {
    database: { kind, reachable, latencyMs, error },
    signIn: { providers: configuredProviders().map((provider) => provider.name) },
    lastBackupAt: last?.createdAt.toISOString() ?? null,
  };
}

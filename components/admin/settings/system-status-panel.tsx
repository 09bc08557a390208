"use client";

import { useQuery } from "@tanstack/react-query";
import { formatDateTime } from "@/lib/format";
import type { JsonAnswer } from "@/lib/json-types";
import type { getSystemStatus } from "@/lib/settings/system-status";
import { getJson } from "../admin-queries";
import { LoadError } from "../load-error";
import { queryKeys } from "../query-keys";
import { SettingsCard } from "./settings-card";

function Row({ label, ok, children }: { label: string; ok: boolean; children: React.ReactNode }) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-2 py-3">
      <dt className="font-semibold text-ink">{label}</dt>
      <dd className="flex items-center gap-2 text-sm text-ink/80">
        <span aria-hidden="true" className={`h-2.5 w-2.5 rounded-full ${ok ? "bg-green-600" : "bg-red-600"}`} />
        {children}
      </dd>
    </div>
  );
}

/** The database, sign-in and backup facts as the server reports them now. */
export function SystemStatusPanel() {
  const {
    data: status,
    error,
    refetch,
  } = useQuery({ queryKey: queryKeys.systemStatus, queryFn: () => getJson<JsonAnswer<typeof getSystemStatus>>("/api/admin/system-status") });
  return (
    <SettingsCard title="System Status">
      {error ? (
        <LoadError what="the status" error={error} onRetry={() => void refetch()} />
      ) : !status ? (
        <p role="status">Checking…</p>
      ) : (
        <dl className="divide-y divide-secondary/15" data-testid="system-status">
          <Row label="Database" ok={status.database.reachable}>
            {status.database.kind}: {status.database.reachable ? `connected (${status.database.latencyMs} ms)` : `unreachable: ${status.database.error}`}
          </Row>
          <Row label="Sign-in" ok={status.signIn.providers.length > 0}>
            {status.signIn.providers.length ? `Active: ${status.signIn.providers.join(", ")}` : "No sign-in provider configured"}
          </Row>
          <Row label="Last backup" ok={status.lastBackupAt !== null}>
            {status.lastBackupAt ? formatDateTime(status.lastBackupAt) : "No full backup yet"}
          </Row>
        </dl>
      )}
    </SettingsCard>
  );
}

"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ApiError } from "@/lib/api-client";
import { toastFailure, toastSuccess } from "../admin-toast";
import { attachmentName, downloadBlob } from "../download-file";
import { queryKeys } from "../query-keys";
import { useInvalidate } from "../use-invalidate";
import { SettingsCard } from "./settings-card";

const EXPORTS = [
  { kind: "content", label: "Content Export", description: "Lists, categories and experts as JSON." },
  { kind: "theme", label: "Theme Export", description: "The theme as theme.json, importable in the theme editor." },
  { kind: "full", label: "Full Backup", description: "Every table except sessions, with media metadata. Restore with npm run db:restore -- <file>." },
] as const;

/** Content, theme and full backup downloads; a full backup changes the System Status's last-backup time. */
export function BackupsPanel() {
  const [busy, setBusy] = useState<string | null>(null);
  const invalidate = useInvalidate();

  async function download(kind: (typeof EXPORTS)[number]["kind"], label: string) {
    setBusy(kind);
    try {
      const response = await fetch(`/api/admin/backups/${kind}`, { method: "POST", credentials: "include" });
      if (!response.ok) throw new ApiError(response.status, (await response.text()) || response.statusText);
      downloadBlob(attachmentName(response, `${kind}.json`), await response.blob());
      toastSuccess(`${label} downloaded.`);
      invalidate(queryKeys.systemStatus);
    } catch (error) {
      toastFailure(error, `${label} failed. Try again.`);
    } finally {
      setBusy(null);
    }
  }

  return (
    <SettingsCard title="Backup and Export" description="Files are made from the live database when you press a button.">
      <ul className="grid gap-4 md:grid-cols-3">
        {EXPORTS.map(({ kind, label, description }) => (
          <li key={kind} className="flex flex-col rounded-xl border border-secondary/15 p-4">
            <p className="font-semibold text-ink">{label}</p>
            <p className="mt-1 flex-1 text-sm text-ink/75">{description}</p>
            <Button variant="outline" size="sm" className="mt-4 self-start" disabled={busy !== null} onClick={() => void download(kind, label)}>
              {busy === kind ? "Preparing…" : `Download ${label}`}
            </Button>
          </li>
        ))}
      </ul>
    </SettingsCard>
  );
}

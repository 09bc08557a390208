"use client";

import { useCallback, useEffect, useState } from "react";
import { apiRequest } from "@/lib/api-client";
import { handleUnauthorized } from "../unauthorized";
import { BackupsPanel } from "./backups-panel";
import { GeneralSettings } from "./general-settings";
import { StaffPanel } from "./staff-panel";
import { SystemStatusPanel, type SystemStatus } from "./system-status-panel";

export default function SettingsSection() {
  const [status, setStatus] = useState<SystemStatus | null>(null);
  const [statusFailed, setStatusFailed] = useState(false);

  const loadStatus = useCallback(
    () =>
      apiRequest<SystemStatus>("GET", "/api/admin/system-status").then(
        (loaded) => {
          setStatus(loaded);
          setStatusFailed(false);
        },
        (error: unknown) => !handleUnauthorized(error) && setStatusFailed(true),
      ),
    [],
  );
  useEffect(() => void loadStatus(), [loadStatus]);

  return (
    <div className="grid gap-6 xl:grid-cols-2">
      <GeneralSettings />
      <StaffPanel />
      <div className="xl:col-span-2">
        <BackupsPanel onDownloaded={() => void loadStatus()} />
      </div>
      <div className="xl:col-span-2">
        <SystemStatusPanel status={status} failed={statusFailed} />
      </div>
    </div>
  );
}

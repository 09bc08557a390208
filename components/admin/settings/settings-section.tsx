"use client";

import { useApiResource } from "../use-api-resource";
import { BackupsPanel } from "./backups-panel";
import { GeneralSettings } from "./general-settings";
import { StaffPanel } from "./staff-panel";
import { SystemStatusPanel, type SystemStatus } from "./system-status-panel";

export default function SettingsSection() {
  const status = useApiResource<SystemStatus>("/api/admin/system-status");

  return (
    <div className="grid gap-6 xl:grid-cols-2">
      <GeneralSettings />
      <StaffPanel />
      <div className="xl:col-span-2">
        <BackupsPanel onDownloaded={status.reload} />
      </div>
      <div className="xl:col-span-2">
        <SystemStatusPanel status={status} />
      </div>
    </div>
  );
}

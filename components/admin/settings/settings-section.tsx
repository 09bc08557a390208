"use client";

import { BackupsPanel } from "./backups-panel";
import { GeneralSettings } from "./general-settings";
import { StaffPanel } from "./staff-panel";
import { SystemStatusPanel } from "./system-status-panel";

export default function SettingsSection() {
  return (
    <div className="grid gap-6 xl:grid-cols-2">
      <GeneralSettings />
      <StaffPanel />
      <div className="xl:col-span-2">
        <BackupsPanel />
      </div>
      <div className="xl:col-span-2">
        <SystemStatusPanel />
      </div>
    </div>
  );
}

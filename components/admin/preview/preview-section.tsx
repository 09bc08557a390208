"use client";

import { useState, useSyncExternalStore } from "react";
import { useAdmin } from "../admin-context";
import { toastFailure, toastSuccess } from "../admin-toast";
import { Button, buttonClasses } from "@/components/ui/button";
import { fieldClasses } from "@/components/ui/field";

// The frame sizes of the live preview.
const DEVICES = {
  desktop: { label: "Desktop", width: "100%", maxWidth: 1440, height: 600 },
  tablet: { label: "Tablet", width: "768px", maxWidth: 768, height: 1024 },
  mobile: { label: "Mobile", width: "375px", maxWidth: 375, height: 667 },
} as const;

type Device = keyof typeof DEVICES;

const PREVIEW_PATH = "/?preview=true";

// The origin is the browser's: the address staff copy is the one they are using.
const neverChanges = () => () => {};
const browserOrigin = () => window.location.origin;
const noOrigin = () => "";

export default function PreviewSection() {
  // The preview shows unpublished work to those who may write lists (the server's own check).
  const seesUnpublished = useAdmin().can("content.write");
  const [device, setDevice] = useState<Device>("desktop");
  const [reloads, setReloads] = useState(0);
  const address = `${useSyncExternalStore(neverChanges, browserOrigin, noOrigin)}${PREVIEW_PATH}`;
  const size = DEVICES[device];

  async function copy() {
    try {
      await navigator.clipboard.writeText(address);
      toastSuccess("The preview address is on the clipboard.", "Copied");
    } catch {
      toastFailure(null, "Copying is blocked here: select the address and copy it.");
    }
  }

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div role="group" aria-label="Device size" className="inline-flex rounded-full border border-secondary/20 bg-background p-1">
          {(Object.keys(DEVICES) as Device[]).map((id) => (
            <button
              key={id}
              type="button"
              aria-pressed={device === id}
              onClick={() => setDevice(id)}
              className="rounded-full px-4 py-1.5 text-sm font-semibold text-secondary aria-pressed:bg-primary aria-pressed:text-background"
            >
              {DEVICES[id].label}
            </button>
          ))}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={() => setReloads((count) => count + 1)}>
            Refresh
          </Button>
          <a href={PREVIEW_PATH} target="_blank" rel="noopener" className={buttonClasses("outline", "sm")}>
            Open in New Tab
          </a>
        </div>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <label htmlFor="preview-address" className="text-xs font-semibold uppercase tracking-wider text-secondary">
          Preview address
        </label>
        <input id="preview-address" readOnly value={address} onFocus={(event) => event.target.select()} className={`${fieldClasses} h-9 flex-1 font-mono text-xs`} />
        <Button variant="outline" size="sm" onClick={() => void copy()}>
          Copy
        </Button>
      </div>
      {seesUnpublished ? (
        <p className="text-sm text-ink/75">Staff see unpublished theme and settings and draft lists at this address; everyone else sees the published site.</p>
      ) : (
        <p role="note" className="rounded-xl border border-accent/40 bg-accent/10 px-4 py-3 text-sm text-ink">
          You are seeing the published site: unpublished theme and settings and draft lists show here to contributors, editors and admins.
        </p>
      )}
      <div className="overflow-x-auto rounded-2xl border border-secondary/15 bg-secondary/5 p-3">
        <iframe
          key={reloads}
          src={PREVIEW_PATH}
          title={`Site preview (${size.label})`}
          data-device={device}
          className="mx-auto block rounded-lg border border-secondary/20 bg-background"
          style={{ width: size.width, maxWidth: size.maxWidth, height: size.height, minWidth: device === "desktop" ? undefined : size.maxWidth }}
        />
      </div>
    </div>
  );
}

"use client";

import { useCallback, useState } from "react";
import { errorMessage } from "@/lib/api-client";
import { toastWhileSaving } from "../admin-toast";
import type { MediaFile } from "./media-types";
import { uploadFile } from "./upload-file";

interface QueuedUpload {
  id: number;
  name: string;
  progress: number;
  error: string | null;
}

let nextUploadId = 1;

/** Uploads files one request each, all at once; each keeps its own progress until it is done. */
export function useUploadQueue(onUploaded: (file: MediaFile) => void) {
  const [queue, setQueue] = useState<QueuedUpload[]>([]);
  const update = (id: number, change: Partial<QueuedUpload>) => setQueue((items) => items.map((item) => (item.id === id ? { ...item, ...change } : item)));

  const start = useCallback(
    (files: File[]) => {
      for (const file of files) {
        const id = nextUploadId++;
        setQueue((items) => [...items, { id, name: file.name, progress: 0, error: null }]);
        const sent = uploadFile<MediaFile>(file, (fraction) => update(id, { progress: fraction }));
        void toastWhileSaving(sent, { loading: `Uploading ${file.name}…`, success: "File uploaded successfully.", sentence: "Failed to upload file.", serverMessageFirst: true });
        sent.then(
          (created) => {
            setQueue((items) => items.filter((item) => item.id !== id));
            onUploaded(created);
          },
          // The row keeps the reason, including a dropped connection, which no server message explains.
          (error: unknown) => update(id, { error: errorMessage(error) ?? (error instanceof Error ? error.message : "Failed to upload file.") }),
        );
      }
    },
    [onUploaded],
  );

  const dismiss = (id: number) => setQueue((items) => items.filter((item) => item.id !== id));
  return { queue, start, dismiss };
}

export function UploadQueue({ queue, onDismiss }: { queue: QueuedUpload[]; onDismiss: (id: number) => void }) {
  if (queue.length === 0) return null;
  return (
    <ul aria-label="Uploads" className="mb-6 space-y-3 rounded-xl border border-secondary/15 bg-white/70 p-4">
      {queue.map((item) => {
        const percent = Math.round(item.progress * 100);
        return (
          <li key={item.id}>
            <div className="mb-1 flex items-center justify-between gap-3 text-sm">
              <span className="min-w-0 truncate font-medium text-ink">{item.name}</span>
              {item.error ? (
                <button type="button" onClick={() => onDismiss(item.id)} className="shrink-0 text-xs font-semibold text-primary underline">
                  Dismiss
                </button>
              ) : (
                <span className="shrink-0 tabular-nums text-ink/70">{percent}%</span>
              )}
            </div>
            {item.error ? (
              <p role="alert" className="text-sm text-red-800">
                {item.error}
              </p>
            ) : (
              <div
                role="progressbar"
                aria-label={`Uploading ${item.name}`}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={percent}
                className="h-2 overflow-hidden rounded-full bg-secondary/15"
              >
                <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}

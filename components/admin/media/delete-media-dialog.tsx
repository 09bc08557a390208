"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { ApiError, apiRequest } from "@/lib/api-client";
import { signInAgainIfLoggedOut, toastFailure, toastSuccess } from "../admin-toast";
import { queryKeys } from "../query-keys";
import { useInvalidate } from "../use-invalidate";
import type { MediaFile } from "./media-types";

type Mode = "refuse" | "detach";

/**
 * Asks before deleting a file and lets the person choose what happens when something uses it: stop
 * (the server names the lists, experts or hero using it) or remove it from those places and delete.
 */
export function DeleteMediaDialog({ file, onClose, onDeleted }: { file: MediaFile | null; onClose: () => void; onDeleted: (id: number) => void }) {
  return (
    <Dialog open={file !== null} onClose={onClose} title="Delete file" size="sm">
      {file && <DeleteChoice key={file.id} file={file} onClose={onClose} onDeleted={onDeleted} />}
    </Dialog>
  );
}

function DeleteChoice({ file, onClose, onDeleted }: { file: MediaFile; onClose: () => void; onDeleted: (id: number) => void }) {
  const [mode, setMode] = useState<Mode>("refuse");
  const [busy, setBusy] = useState(false);
  const [inUse, setInUse] = useState<string | null>(null);
  const invalidate = useInvalidate();

  const confirm = async () => {
    setBusy(true);
    try {
      await apiRequest("DELETE", `/api/admin/media/${file.id}${mode === "detach" ? "?detach=true" : ""}`);
      toastSuccess(file.originalName, "File deleted.");
      // Removing a file from where it was used changes those lists, experts and the hero.
      if (mode === "detach") invalidate(queryKeys.media, queryKeys.contentLists, queryKeys.experts, queryKeys.siteSettings);
      else invalidate(queryKeys.media);
      onDeleted(file.id);
    } catch (error) {
      if (signInAgainIfLoggedOut(error)) return;
      if (error instanceof ApiError && error.status === 409) {
        setInUse(error.serverMessage);
        setMode("detach");
      } else {
        toastFailure(error, "Failed to delete media file.");
      }
    } finally {
      setBusy(false);
    }
  };

  const option = (value: Mode, title: string, detail: string) => (
    <label className="flex cursor-pointer gap-3 rounded-lg border border-secondary/20 p-3 has-[:checked]:border-primary has-[:checked]:bg-primary/5">
      <input type="radio" name="delete-mode" value={value} checked={mode === value} onChange={() => setMode(value)} className="mt-1 accent-primary" />
      <span>
        <span className="block text-sm font-semibold text-ink">{title}</span>
        <span className="block text-xs text-ink/75">{detail}</span>
      </span>
    </label>
  );

  return (
    <div>
      <p className="text-sm text-ink [overflow-wrap:anywhere]">Are you sure you want to delete &quot;{file.originalName}&quot;?</p>
      {inUse && (
        <p role="alert" className="mt-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          {inUse}
        </p>
      )}
      <fieldset className="mt-4 space-y-2">
        <legend className="mb-2 text-xs font-semibold uppercase tracking-wider text-secondary">If the file is in use</legend>
        {option("refuse", "Keep it and tell me where it is used", "Nothing is deleted while a list, an expert or the hero image uses the file.")}
        {option("detach", "Remove it from those places, then delete", "Lists lose it as featured image and in their text, experts lose the photo, the hero goes back to the default image.")}
      </fieldset>
      <div className="mt-5 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onClose}>
          Cancel
        </Button>
        <Button onClick={confirm} disabled={busy} className="bg-red-700 hover:bg-red-800">
          {busy ? "Deleting…" : mode === "detach" ? "Remove and Delete" : "Delete"}
        </Button>
      </div>
    </div>
  );
}

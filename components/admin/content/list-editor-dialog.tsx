"use client";

import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { apiRequest, errorMessage } from "@/lib/api-client";
import { handleUnauthorized } from "../unauthorized";
import type { EditableListJson } from "./content-types";
import { ListEditorForm, type PickerOptions } from "./list-editor-form";
import { NEW_LIST } from "./list-form-values";
import { VersionHistoryPanel } from "./version-history-panel";

/** What the editor opens: a new list, a saved one, or an unsaved copy of one. */
export type EditorTarget = { kind: "new" } | { kind: "edit"; id: number } | { kind: "copy"; fromId: number };

const TITLES: Record<EditorTarget["kind"], string> = { new: "New List", edit: "Edit List", copy: "Duplicate List" };

export function ListEditorDialog({
  target,
  options,
  onClose,
  onSaved,
}: {
  target: EditorTarget;
  options: PickerOptions;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [list, setList] = useState<EditableListJson | null>(target.kind === "new" ? NEW_LIST : null);
  const [failure, setFailure] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  // Each restore reloads the form with the list as it now is.
  const [revision, setRevision] = useState(0);

  const url = target.kind === "edit" ? `/api/admin/content-lists/${target.id}` : target.kind === "copy" ? `/api/admin/content-lists/${target.fromId}?as=copy` : null;

  useEffect(() => {
    if (url === null) return;
    let current = true;
    apiRequest<EditableListJson>("GET", url).then(
      (loaded) => current && setList(loaded),
      (error: unknown) => {
        if (current && !handleUnauthorized(error)) setFailure(errorMessage(error) ?? "The list could not be loaded.");
      },
    );
    return () => {
      current = false;
    };
  }, [url, attempt]);

  return (
    <Dialog open onClose={onClose} size="xl" title={TITLES[target.kind]}>
      {failure ? (
        <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900">
          <p>{failure}</p>
          <div className="mt-3 flex gap-2">
            <Button
              variant="outline"
              size="sm"
              onClick={() => {
                setFailure(null);
                setAttempt((count) => count + 1);
              }}
            >
              Retry
            </Button>
            <Button variant="ghost" size="sm" onClick={onClose}>
              Close
            </Button>
          </div>
        </div>
      ) : list === null ? (
        <p role="status" className="text-sm text-ink/75">
          Loading list…
        </p>
      ) : (
        <div className="space-y-8">
          <ListEditorForm
            key={revision}
            list={list}
            options={options}
            onCancel={onClose}
            onSaved={() => {
              onSaved();
              onClose();
            }}
          />
          {list.id !== undefined && (
            <VersionHistoryPanel
              list={list}
              onRestored={(restored) => {
                setList(restored);
                setRevision((count) => count + 1);
                onSaved();
              }}
            />
          )}
        </div>
      )}
    </Dialog>
  );
}

"use client";

import { useQuery } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { errorMessage } from "@/lib/api-client";
import { useAdmin } from "../admin-context";
import { getJson } from "../admin-queries";
import { queryKeys } from "../query-keys";
import type { EditableListJson } from "./content-types";
import { ListEditorForm, type PickerOptions } from "./list-editor-form";
import { NEW_LIST } from "./list-form-values";
import { VersionHistoryPanel } from "./version-history-panel";

/** What the editor opens: a new list (by an expert, when chosen), a saved one, or an unsaved copy of one. */
export type EditorTarget = { kind: "new"; expertId?: number } | { kind: "edit"; id: number } | { kind: "copy"; fromId: number };

const TITLES: Record<EditorTarget["kind"], string> = { new: "New List", edit: "Edit List", copy: "Duplicate List" };

function listQuery(target: Exclude<EditorTarget, { kind: "new" }>) {
  return target.kind === "edit"
    ? { queryKey: queryKeys.contentList(target.id), queryFn: () => getJson<EditableListJson>(`/api/admin/content-lists/${target.id}`) }
    : { queryKey: queryKeys.contentListCopy(target.fromId), queryFn: () => getJson<EditableListJson>(`/api/admin/content-lists/${target.fromId}?as=copy`) };
}

export function ListEditorDialog({ target, options, onClose }: { target: EditorTarget; options: PickerOptions; onClose: () => void }) {
  const saved = useQuery({ ...listQuery(target.kind === "new" ? { kind: "edit", id: 0 } : target), enabled: target.kind !== "new" });
  const list = target.kind === "new" ? { ...NEW_LIST, expertId: target.expertId ?? null } : saved.data;
  const { user, can } = useAdmin();
  // Someone else's list opened from an address or the activity feed: a contributor may read it, not change it.
  const readOnly = list?.id !== undefined && !can("content.writeAny") && list.createdById !== user.id;

  return (
    <Dialog open onClose={onClose} size="xl" title={TITLES[target.kind]}>
      {saved.isError ? (
        <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900">
          <p>{errorMessage(saved.error) ?? "The list could not be loaded."}</p>
          <div className="mt-3 flex gap-2">
            <Button variant="outline" size="sm" onClick={() => void saved.refetch()}>
              Retry
            </Button>
            <Button variant="ghost" size="sm" onClick={onClose}>
              Close
            </Button>
          </div>
        </div>
      ) : list === undefined ? (
        <p role="status" className="text-sm text-ink/75">
          Loading list…
        </p>
      ) : (
        <div className="space-y-8">
          {/* A restore loads the list again: the form starts over with it. */}
          <ListEditorForm key={saved.dataUpdatedAt} list={list} options={options} onCancel={onClose} onSaved={onClose} readOnly={readOnly} />
          {list.id !== undefined && <VersionHistoryPanel listId={list.id} list={list} mayRestore={!readOnly} />}
        </div>
      )}
    </Dialog>
  );
}

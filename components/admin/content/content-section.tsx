"use client";

import { useMutation } from "@tanstack/react-query";
import { useSearchParams } from "next/navigation";
import { useCallback, useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { apiRequest } from "@/lib/api-client";
import { LIST_PAGE_SIZE } from "@/lib/content/schema";
import { ConfirmDialog } from "../confirm-dialog";
import { useAdmin } from "../admin-context";
import { toastFailure, toastSuccess } from "../admin-toast";
import { queryKeys } from "../query-keys";
import { replaceAddressQuery } from "../use-admin-section";
import { useInvalidate } from "../use-invalidate";
import { ContentTable } from "./content-table";
import { ContentPager, ContentToolbar } from "./content-toolbar";
import type { ListRow } from "./content-types";
import { ListEditorDialog, type EditorTarget } from "./list-editor-dialog";
import { LoadError } from "../load-error";
import { useListPage } from "./use-list-page";
import { usePickerOptions } from "./use-picker-options";

const SEARCH_DELAY_MS = 300;

const RECORD_ID = /^\d{1,10}$/;

/**
 * The open editor lives in the address, so a reload keeps it and other screens can open it: ?edit=new
 * (with &expert={id} for a new list by that expert), ?edit={id} (an approved submission's new draft opens
 * this way) or ?copy={id}.
 */
function targetFromSearch(params: URLSearchParams): EditorTarget | null {
  const edit = params.get("edit");
  const copy = params.get("copy");
  const expert = params.get("expert");
  if (edit === "new") return expert && RECORD_ID.test(expert) ? { kind: "new", expertId: Number(expert) } : { kind: "new" };
  if (edit && RECORD_ID.test(edit)) return { kind: "edit", id: Number(edit) };
  if (copy && RECORD_ID.test(copy)) return { kind: "copy", fromId: Number(copy) };
  return null;
}

function showTargetInAddress(target: EditorTarget | null) {
  replaceAddressQuery({
    edit: target?.kind === "new" ? "new" : target?.kind === "edit" ? String(target.id) : null,
    copy: target?.kind === "copy" ? String(target.fromId) : null,
    expert: target?.kind === "new" && target.expertId !== undefined ? String(target.expertId) : null,
  });
}

export default function ContentSection() {
  const { user, can } = useAdmin();
  const [searchText, setSearchText] = useState("");
  const [filters, setFilters] = useState({ q: "", category: "", page: 1 });
  const { data, error, isPlaceholderData: loading, refetch } = useListPage(filters);
  const options = usePickerOptions();
  const editor = targetFromSearch(useSearchParams());
  const [deleting, setDeleting] = useState<ListRow | null>(null);
  const invalidate = useInvalidate();
  const deleteList = useMutation({
    mutationFn: (row: ListRow) => apiRequest("DELETE", `/api/admin/content-lists/${row.id}`),
    onSuccess: () => {
      toastSuccess("Content list deleted successfully.");
      setDeleting(null);
      invalidate(queryKeys.contentLists, queryKeys.stats, queryKeys.reverification);
    },
    onError: (error) => toastFailure(error, "Failed to delete content list."),
  });

  useEffect(() => {
    const timer = window.setTimeout(() => setFilters((current) => (current.q === searchText ? current : { ...current, q: searchText, page: 1 })), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [searchText]);

  const openEditor = useCallback((target: EditorTarget) => showTargetInAddress(target), []);
  const closeEditor = useCallback(() => showTargetInAddress(null), []);

  const mayChange = (row: ListRow) => can("content.writeAny") || row.createdById === user.id;

  return (
    <section aria-label="Content lists" className="space-y-5">
      <ContentToolbar
        search={searchText}
        onSearch={setSearchText}
        category={filters.category}
        onCategory={(category) => setFilters((current) => ({ ...current, category, page: 1 }))}
        categories={options.categories}
        onNew={() => openEditor({ kind: "new" })}
      />
      {error ? (
        <LoadError what="the lists" error={error} onRetry={() => void refetch()} />
      ) : data === undefined ? (
        <p role="status" className="rounded-2xl border border-secondary/15 bg-background p-6 text-sm text-ink/75">
          Loading lists…
        </p>
      ) : data.items.length === 0 ? (
        <div className="rounded-2xl border border-secondary/15 bg-background p-10 text-center">
          <p className="text-ink/80">No content lists found.</p>
          <Button className="mt-4" onClick={() => openEditor({ kind: "new" })}>
            Create your first list
          </Button>
        </div>
      ) : (
        <div className={loading ? "opacity-60 transition-opacity" : undefined} aria-busy={loading}>
          <ContentTable
            rows={data.items}
            actions={{
              mayChange,
              onEdit: (row) => openEditor({ kind: "edit", id: row.id }),
              onDuplicate: (row) => openEditor({ kind: "copy", fromId: row.id }),
              onDelete: setDeleting,
            }}
          />
          <div className="mt-4">
            <ContentPager page={filters.page} pageSize={LIST_PAGE_SIZE} total={data.total} onPage={(page) => setFilters((current) => ({ ...current, page }))} />
          </div>
        </div>
      )}
      {editor && (
        <ListEditorDialog
          key={editor.kind === "edit" ? `edit-${editor.id}` : editor.kind === "copy" ? `copy-${editor.fromId}` : `new-${editor.expertId ?? ""}`}
          target={editor}
          options={options}
          onClose={closeEditor}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        message={deleting ? `Are you sure you want to delete "${deleting.title}"?` : ""}
        busy={deleteList.isPending}
        onConfirm={() => deleting && deleteList.mutate(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}

"use client";

import { useCallback, useEffect, useState, useSyncExternalStore } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { apiRequest } from "@/lib/api-client";
import { ConfirmDialog } from "../confirm-dialog";
import { useAdmin } from "../admin-context";
import { handleUnauthorized } from "../unauthorized";
import { ContentTable } from "./content-table";
import { ContentPager, ContentToolbar } from "./content-toolbar";
import type { ListRow } from "./content-types";
import { ListEditorDialog, type EditorTarget } from "./list-editor-dialog";
import { LoadError } from "../load-error";
import { useListPage } from "./use-list-page";
import { usePickerOptions } from "./use-picker-options";

const SEARCH_DELAY_MS = 300;

const ADDRESS_CHANGED = "admin:address-changed";

/**
 * The open editor lives in the address, so a reload keeps it and other screens can open it: ?edit=new,
 * ?edit={id} (an approved submission's new draft opens this way) or ?copy={id}.
 */
function targetFromSearch(search: string): EditorTarget | null {
  const params = new URLSearchParams(search);
  const edit = params.get("edit");
  const copy = params.get("copy");
  if (edit === "new") return { kind: "new" };
  if (edit && /^\d{1,10}$/.test(edit)) return { kind: "edit", id: Number(edit) };
  if (copy && /^\d{1,10}$/.test(copy)) return { kind: "copy", fromId: Number(copy) };
  return null;
}

function showTargetInAddress(target: EditorTarget | null) {
  const url = new URL(window.location.href);
  url.searchParams.delete("edit");
  url.searchParams.delete("copy");
  if (target?.kind === "new") url.searchParams.set("edit", "new");
  if (target?.kind === "edit") url.searchParams.set("edit", String(target.id));
  if (target?.kind === "copy") url.searchParams.set("copy", String(target.fromId));
  window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}`);
  window.dispatchEvent(new Event(ADDRESS_CHANGED));
}

function subscribeToAddress(onChange: () => void) {
  window.addEventListener("popstate", onChange);
  window.addEventListener(ADDRESS_CHANGED, onChange);
  return () => {
    window.removeEventListener("popstate", onChange);
    window.removeEventListener(ADDRESS_CHANGED, onChange);
  };
}

export default function ContentSection() {
  const { user, can } = useAdmin();
  const [searchText, setSearchText] = useState("");
  const [filters, setFilters] = useState({ q: "", category: "", page: 1 });
  const { data, error, loading, reload } = useListPage(filters);
  const options = usePickerOptions();
  const search = useSyncExternalStore(subscribeToAddress, () => window.location.search, () => "");
  const editor = targetFromSearch(search);
  const [deleting, setDeleting] = useState<ListRow | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const timer = window.setTimeout(() => setFilters((current) => (current.q === searchText ? current : { ...current, q: searchText, page: 1 })), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [searchText]);

  const openEditor = useCallback((target: EditorTarget) => showTargetInAddress(target), []);
  const closeEditor = useCallback(() => showTargetInAddress(null), []);

  const mayChange = (row: ListRow) => can("content.writeAny") || row.createdById === user.id;

  async function confirmDelete() {
    if (!deleting) return;
    setBusy(true);
    try {
      await apiRequest("DELETE", `/api/admin/content-lists/${deleting.id}`);
      toast.success("Success", { description: "Content list deleted successfully." });
      setDeleting(null);
      reload();
    } catch (error) {
      if (!handleUnauthorized(error)) toast.error("Error", { description: "Failed to delete content list." });
    } finally {
      setBusy(false);
    }
  }

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
        <LoadError what="the lists" error={error} onRetry={reload} />
      ) : data === null ? (
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
            <ContentPager page={data.page} pageSize={data.pageSize} total={data.total} onPage={(page) => setFilters((current) => ({ ...current, page }))} />
          </div>
        </div>
      )}
      {editor && (
        <ListEditorDialog
          key={editor.kind === "edit" ? `edit-${editor.id}` : editor.kind === "copy" ? `copy-${editor.fromId}` : "new"}
          target={editor}
          options={options}
          onClose={closeEditor}
          onSaved={reload}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        message={deleting ? `Are you sure you want to delete "${deleting.title}"?` : ""}
        busy={busy}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}

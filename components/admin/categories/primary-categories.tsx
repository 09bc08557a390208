"use client";

import { useState } from "react";
import { ConfirmDialog } from "@/components/admin/confirm-dialog";
import { toastFailure, toastSuccess } from "@/components/admin/admin-toast";
import { queryKeys } from "@/components/admin/query-keys";
import { useInvalidate } from "@/components/admin/use-invalidate";
import { ArrowDownIcon, ArrowUpIcon, GripIcon, TrashIcon } from "@/components/admin/admin-icons";
import { cn } from "@/components/ui/cn";
import { PencilIcon } from "@/components/ui/icons";
import { deleteCategory, PRIMARY, reorderCategories, updateCategory, type AdminCategory } from "./category-api";
import { AddCategoryForm, RenameCategoryDialog } from "./category-forms";
import { moveItem, useDragReorder } from "./use-drag-reorder";
import { Tooltip } from "@/components/ui/tooltip";

const iconButton = "grid h-9 w-9 place-items-center rounded-full text-secondary hover:bg-primary/5 hover:text-primary disabled:opacity-40 disabled:hover:bg-transparent";

const countLabel = (count: number) => `${count} ${count === 1 ? "list" : "lists"}`;

/** The primary categories: visibility, order (drag or move buttons), rename, delete and add. */
export function PrimaryCategories({ items, onChange }: { items: AdminCategory[]; onChange: (update: (items: AdminCategory[]) => AdminCategory[]) => void }) {
  const [renaming, setRenaming] = useState<AdminCategory | null>(null);
  const [deleting, setDeleting] = useState<AdminCategory | null>(null);
  const [busyDelete, setBusyDelete] = useState(false);
  const invalidate = useInvalidate();

  const replace = (saved: AdminCategory) => onChange((list) => list.map((item) => (item.id === saved.id ? saved : item)));

  const reorder = async (next: AdminCategory[]) => {
    const before = items;
    onChange(() => next);
    try {
      const saved = await reorderCategories<AdminCategory>(PRIMARY, next.map((item) => item.id));
      onChange(() => saved);
      invalidate(PRIMARY.queryKey);
      toastSuccess("Category order updated successfully.");
    } catch (error) {
      onChange(() => before);
      toastFailure(error, "Failed to update category.");
    }
  };
  const { dragProps, draggedId, targetId } = useDragReorder(items, reorder);

  const setVisible = async (item: AdminCategory, isVisible: boolean) => {
    try {
      replace(await updateCategory<AdminCategory>(PRIMARY, item.id, { isVisible }));
      invalidate(PRIMARY.queryKey);
      toastSuccess(`Category updated successfully. "${item.name}" is now ${isVisible ? "shown on" : "hidden from"} the site.`);
    } catch (error) {
      toastFailure(error, "Failed to update category.");
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    setBusyDelete(true);
    try {
      await deleteCategory(PRIMARY, deleting.id);
      onChange((list) => list.filter((item) => item.id !== deleting.id));
      // Its lists become uncategorized.
      invalidate(PRIMARY.queryKey, queryKeys.contentLists, queryKeys.stats);
      toastSuccess("Category deleted successfully.");
      setDeleting(null);
    } catch (error) {
      toastFailure(error, "Failed to delete category.");
    } finally {
      setBusyDelete(false);
    }
  };

  return (
    <section aria-labelledby="primary-categories-heading" className="rounded-2xl border border-secondary/15 bg-background p-4 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="primary-categories-heading" className="font-heading text-2xl font-bold text-ink">
            Primary Categories
          </h2>
          <p className="text-sm text-ink/70">Drag to reorder, or use the arrows. Hidden categories leave the public site at once.</p>
        </div>
        <AddCategoryForm<AdminCategory> kind={PRIMARY} onCreated={(created) => onChange((list) => [...list, created])} />
      </div>
      {items.length === 0 ? (
        <p className="mt-6 rounded-xl border border-dashed border-secondary/25 p-6 text-center text-sm text-ink/70">No categories found.</p>
      ) : (
        <ol className="mt-5 space-y-2" aria-label="Primary categories in order">
          {items.map((item, index) => (
            <li
              key={item.id}
              {...dragProps(item.id)}
              data-testid="category-card"
              className={cn(
                "flex flex-wrap items-center gap-x-3 gap-y-2 rounded-xl border bg-background px-3 py-3 sm:flex-nowrap sm:px-4",
                targetId === item.id && draggedId !== item.id ? "border-primary ring-2 ring-primary/30" : "border-secondary/15",
                draggedId === item.id && "opacity-50",
                !item.isVisible && "bg-secondary/5",
              )}
            >
              <GripIcon className="h-5 w-5 shrink-0 cursor-grab text-secondary/60" />
              <div className="min-w-0 flex-1">
                <p className="break-words font-semibold text-ink">{item.name}</p>
                <p className="truncate text-xs text-ink/70">
                  /topics/{item.slug} · {countLabel(item.listCount)}
                </p>
              </div>
              <VisibilitySwitch item={item} onToggle={(visible) => setVisible(item, visible)} />
              <div className="flex items-center">
                <Tooltip label="Move up">
                  <button type="button" className={iconButton} aria-label={`Move ${item.name} up`} disabled={index === 0} onClick={() => reorder(moveItem(items, index, index - 1))}>
                    <ArrowUpIcon />
                  </button>
                </Tooltip>
                <Tooltip label="Move down">
                  <button
                    type="button"
                    className={iconButton}
                    aria-label={`Move ${item.name} down`}
                    disabled={index === items.length - 1}
                    onClick={() => reorder(moveItem(items, index, index + 1))}
                  >
                    <ArrowDownIcon />
                  </button>
                </Tooltip>
                <Tooltip label="Rename">
                  <button type="button" className={iconButton} aria-label={`Rename ${item.name}`} onClick={() => setRenaming(item)}>
                    <PencilIcon className="h-4 w-4" />
                  </button>
                </Tooltip>
                <Tooltip label="Delete">
                  <button type="button" className={cn(iconButton, "hover:text-red-700")} aria-label={`Delete ${item.name}`} onClick={() => setDeleting(item)}>
                    <TrashIcon />
                  </button>
                </Tooltip>
              </div>
            </li>
          ))}
        </ol>
      )}
      <RenameCategoryDialog<AdminCategory> kind={PRIMARY} item={renaming} onClose={() => setRenaming(null)} onSaved={replace} />
      <ConfirmDialog
        open={deleting !== null}
        busy={busyDelete}
        message={
          deleting && (
            <>
              Are you sure you want to delete &quot;{deleting.name}&quot;?
              {deleting.listCount > 0 && ` Its ${countLabel(deleting.listCount)} will become uncategorized.`}
            </>
          )
        }
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}

function VisibilitySwitch({ item, onToggle }: { item: AdminCategory; onToggle: (visible: boolean) => Promise<void> }) {
  const [pending, setPending] = useState(false);
  return (
    <label className="flex shrink-0 cursor-pointer items-center gap-2 text-xs font-semibold text-secondary">
      <button
        type="button"
        role="switch"
        aria-checked={item.isVisible}
        aria-label={`Show ${item.name} on the site`}
        disabled={pending}
        onClick={async () => {
          setPending(true);
          await onToggle(!item.isVisible);
          setPending(false);
        }}
        className={cn("relative h-6 w-11 rounded-full transition-colors disabled:opacity-60", item.isVisible ? "bg-primary" : "bg-secondary/30")}
      >
        <span className={cn("absolute top-0.5 h-5 w-5 rounded-full bg-background shadow transition-[left]", item.isVisible ? "left-[1.375rem]" : "left-0.5")} />
      </button>
      <span className="w-12">{item.isVisible ? "Visible" : "Hidden"}</span>
    </label>
  );
}

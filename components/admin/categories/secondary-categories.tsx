"use client";

import { useRef, useState } from "react";
import { ConfirmDialog } from "@/components/admin/confirm-dialog";
import { toastFailure, toastSuccess } from "@/components/admin/admin-toast";
import { useInvalidate } from "@/components/admin/use-invalidate";
import { CloseIcon } from "@/components/admin/admin-icons";
import { cn } from "@/components/ui/cn";
import { PencilIcon } from "@/components/ui/icons";
import { deleteCategory, reorderCategories, SECONDARY, type AdminSecondaryCategory } from "./category-api";
import { AddCategoryForm, RenameCategoryDialog } from "./category-forms";
import { moveItem, useDragReorder } from "./use-drag-reorder";
import { Tooltip } from "@/components/ui/tooltip";

const chipButton = "grid h-7 w-7 place-items-center rounded-full text-secondary hover:bg-primary/10 hover:text-primary";

/** The secondary categories as chips: drag (or focus and press the arrow keys) to reorder, rename, delete, add. */
export function SecondaryCategories({ items, onChange }: { items: AdminSecondaryCategory[]; onChange: (update: (items: AdminSecondaryCategory[]) => AdminSecondaryCategory[]) => void }) {
  const [renaming, setRenaming] = useState<AdminSecondaryCategory | null>(null);
  const [deleting, setDeleting] = useState<AdminSecondaryCategory | null>(null);
  const [busyDelete, setBusyDelete] = useState(false);
  const invalidate = useInvalidate();
  const chipRefs = useRef(new Map<number, HTMLLIElement>());

  const reorder = async (next: AdminSecondaryCategory[], focusId?: number) => {
    const before = items;
    onChange(() => next);
    if (focusId !== undefined) requestAnimationFrame(() => chipRefs.current.get(focusId)?.focus());
    try {
      const saved = await reorderCategories<AdminSecondaryCategory>(SECONDARY, next.map((item) => item.id));
      onChange(() => saved);
      invalidate(SECONDARY.queryKey);
      toastSuccess("Secondary category order updated successfully.");
    } catch (error) {
      onChange(() => before);
      toastFailure(error, "Failed to update secondary category.");
    }
  };
  const { dragProps, draggedId, targetId } = useDragReorder(items, reorder);

  const confirmDelete = async () => {
    if (!deleting) return;
    setBusyDelete(true);
    try {
      await deleteCategory(SECONDARY, deleting.id);
      onChange((list) => list.filter((item) => item.id !== deleting.id));
      invalidate(SECONDARY.queryKey);
      toastSuccess("Secondary category deleted successfully.");
      setDeleting(null);
    } catch (error) {
      toastFailure(error, "Failed to delete secondary category.");
    } finally {
      setBusyDelete(false);
    }
  };

  return (
    <section aria-labelledby="secondary-categories-heading" className="rounded-2xl border border-secondary/15 bg-background p-4 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="secondary-categories-heading" className="font-heading text-2xl font-bold text-ink">
            Secondary Categories
          </h2>
          <p className="text-sm text-ink/70">Chips on the home page. Drag to reorder, or focus a chip and press ← or →.</p>
        </div>
        <AddCategoryForm<AdminSecondaryCategory> kind={SECONDARY} onCreated={(created) => onChange((list) => [...list, created])} />
      </div>
      {items.length === 0 ? (
        <p className="mt-6 rounded-xl border border-dashed border-secondary/25 p-6 text-center text-sm text-ink/70">No secondary categories found.</p>
      ) : (
        <ul className="mt-5 flex flex-wrap gap-2" aria-label="Secondary categories in order">
          {items.map((item, index) => (
            <li
              key={item.id}
              ref={(element) => {
                if (element) chipRefs.current.set(item.id, element);
                else chipRefs.current.delete(item.id);
              }}
              {...dragProps(item.id)}
              tabIndex={0}
              aria-label={`${item.name}, ${index + 1} of ${items.length}`}
              aria-keyshortcuts="ArrowLeft ArrowRight"
              onKeyDown={(event) => {
                if (event.target !== event.currentTarget) return;
                const delta = event.key === "ArrowLeft" ? -1 : event.key === "ArrowRight" ? 1 : 0;
                const to = index + delta;
                if (delta === 0 || to < 0 || to >= items.length) return;
                event.preventDefault();
                reorder(moveItem(items, index, to), item.id);
              }}
              data-testid="secondary-chip"
              className={cn(
                "flex cursor-grab items-center gap-1 rounded-full border bg-primary/5 py-1 pl-4 pr-1 text-sm font-medium text-primary",
                targetId === item.id && draggedId !== item.id ? "border-primary ring-2 ring-primary/30" : "border-primary/20",
                draggedId === item.id && "opacity-50",
              )}
            >
              <span className="mr-1">{item.name}</span>
              <Tooltip label="Rename">
                <button type="button" className={chipButton} aria-label={`Rename ${item.name}`} onClick={() => setRenaming(item)}>
                  <PencilIcon className="h-3.5 w-3.5" />
                </button>
              </Tooltip>
              <Tooltip label="Delete">
                <button type="button" className={cn(chipButton, "hover:text-red-700")} aria-label={`Delete ${item.name}`} onClick={() => setDeleting(item)}>
                  <CloseIcon className="h-3.5 w-3.5" />
                </button>
              </Tooltip>
            </li>
          ))}
        </ul>
      )}
      <RenameCategoryDialog<AdminSecondaryCategory>
        kind={SECONDARY}
        item={renaming}
        onClose={() => setRenaming(null)}
        onSaved={(saved) => onChange((list) => list.map((item) => (item.id === saved.id ? saved : item)))}
      />
      <ConfirmDialog
        open={deleting !== null}
        busy={busyDelete}
        message={deleting && <>Are you sure you want to delete &quot;{deleting.name}&quot;?</>}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}

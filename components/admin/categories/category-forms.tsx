"use client";

import { useId, useState, type FormEvent } from "react";
import { toastFailure, toastSuccess } from "@/components/admin/admin-toast";
import { queryKeys } from "@/components/admin/query-keys";
import { useInvalidate } from "@/components/admin/use-invalidate";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { fieldClasses, labelClasses } from "@/components/ui/field";
import { PlusIcon } from "@/components/ui/icons";
import { slugify } from "@/lib/validation/primitives";
import { capitalized, createCategory, updateCategory, type CategoryKind } from "./category-api";

/** Name and its derived, read-only slug. */
function NameAndSlug({ name, onName, slug, slugHint }: { name: string; onName: (name: string) => void; slug: string; slugHint: string }) {
  const nameId = useId();
  const slugId = useId();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div>
        <label htmlFor={nameId} className={labelClasses}>
          Name
        </label>
        <input id={nameId} value={name} onChange={(event) => onName(event.target.value)} className={fieldClasses} maxLength={100} autoFocus required />
      </div>
      <div>
        <label htmlFor={slugId} className={labelClasses}>
          Slug
        </label>
        <input id={slugId} value={slug} readOnly className={`${fieldClasses} bg-secondary/5 text-ink/75`} aria-describedby={`${slugId}-hint`} />
        <p id={`${slugId}-hint`} className="mt-1 text-xs text-ink/70">
          {slugHint}
        </p>
      </div>
    </div>
  );
}

/** "Add Category" and its form, which closes once the category is created. A blank name is ignored. */
export function AddCategoryForm<T>({ kind, onCreated }: { kind: CategoryKind; onCreated: (created: T) => void }) {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState("");
  const [busy, setBusy] = useState(false);
  const invalidate = useInvalidate();
  const label = `Add ${kind.title}`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim() || busy) return;
    setBusy(true);
    try {
      onCreated(await createCategory<T>(kind, name.trim(), slugify(name)));
      invalidate(kind.queryKey, queryKeys.stats);
      toastSuccess(`${capitalized(kind.noun)} created successfully.`);
      setName("");
      setOpen(false);
    } catch (error) {
      toastFailure(error, `Failed to create ${kind.noun}.`);
    } finally {
      setBusy(false);
    }
  };

  if (!open) {
    return (
      <Button size="sm" onClick={() => setOpen(true)}>
        <PlusIcon className="h-4 w-4" />
        {label}
      </Button>
    );
  }
  return (
    <form onSubmit={submit} aria-label={label} className="w-full rounded-2xl border border-primary/20 bg-background p-4 shadow-sm sm:p-5">
      <NameAndSlug name={name} onName={setName} slug={slugify(name)} slugHint="Made from the name." />
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={() => setOpen(false)}>
          Cancel
        </Button>
        <Button type="submit" size="sm" disabled={busy}>
          {busy ? "Adding…" : label}
        </Button>
      </div>
    </form>
  );
}

/** Renames a category; its slug, and so its address, stays as it is. */
export function RenameCategoryDialog<T>({
  kind,
  item,
  onClose,
  onSaved,
}: {
  kind: CategoryKind;
  item: { id: number; name: string; slug: string } | null;
  onClose: () => void;
  onSaved: (saved: T) => void;
}) {
  return (
    <Dialog open={item !== null} onClose={onClose} title={`Rename ${kind.title}`} description="The address (slug) stays the same, so links keep working.">
      {item && <RenameForm key={item.id} kind={kind} item={item} onClose={onClose} onSaved={onSaved} />}
    </Dialog>
  );
}

function RenameForm<T>({ kind, item, onClose, onSaved }: { kind: CategoryKind; item: { id: number; name: string; slug: string }; onClose: () => void; onSaved: (saved: T) => void }) {
  const [name, setName] = useState(item.name);
  const [busy, setBusy] = useState(false);
  const invalidate = useInvalidate();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim() || busy) return;
    setBusy(true);
    try {
      onSaved(await updateCategory<T>(kind, item.id, { name: name.trim() }));
      // The content table shows category names.
      invalidate(kind.queryKey, queryKeys.contentLists);
      toastSuccess(`${capitalized(kind.noun)} updated successfully.`);
      onClose();
    } catch (error) {
      toastFailure(error, `Failed to update ${kind.noun}.`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={submit}>
      <NameAndSlug name={name} onName={setName} slug={item.slug} slugHint="The address stays the same." />
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? "Saving…" : "Save"}
        </Button>
      </div>
    </form>
  );
}

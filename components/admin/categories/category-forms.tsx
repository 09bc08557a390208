"use client";

import { zodResolver } from "@/components/ui/form-resolver";
import { useId, useState } from "react";
import { useForm, useWatch, type UseFormReturn } from "react-hook-form";
import type { z } from "zod";
import { toastFailure, toastSuccess } from "@/components/admin/admin-toast";
import { queryKeys } from "@/components/admin/query-keys";
import { showServerFieldErrors } from "@/components/admin/server-field-errors";
import { useInvalidate } from "@/components/admin/use-invalidate";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { fieldClasses, labelClasses } from "@/components/ui/field";
import { PlusIcon } from "@/components/ui/icons";
import { ApiError } from "@/lib/api-client";
import { CATEGORY_FALLBACK_SLUG, categoryFieldsSchema } from "@/lib/categories/schema";
import { slugify } from "@/lib/validation/primitives";
import { capitalized, createCategory, updateCategory, type CategoryKind } from "./category-api";

const nameSchema = categoryFieldsSchema.pick({ name: true });
type NameInput = z.input<typeof nameSchema>;
type NameOutput = z.output<typeof nameSchema>;
type NameForm = UseFormReturn<NameInput, unknown, NameOutput>;

/** The add and rename forms check the name with the server's schema; the slug is made from it. */
function useNameForm(name: string): NameForm {
  return useForm<NameInput, unknown, NameOutput>({ resolver: zodResolver(nameSchema), defaultValues: { name } });
}

/** Submits when the name is not blank; a blank name is ignored without a message. */
const submitUnlessBlank = (form: NameForm, save: (values: NameOutput) => Promise<void>) => (event: React.FormEvent) => {
  if (!form.getValues("name").trim()) return event.preventDefault();
  return form.handleSubmit(save)(event);
};

/** Name and its slug (read-only: made from the name when adding, kept when renaming). */
function NameAndSlug({ form, slug, slugHint }: { form: NameForm; slug: string; slugHint: string }) {
  const nameId = useId();
  const slugId = useId();
  const error = form.formState.errors.name?.message;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div>
        <label htmlFor={nameId} className={labelClasses}>
          Name
        </label>
        <input
          id={nameId}
          {...form.register("name")}
          className={fieldClasses}
          maxLength={100}
          autoFocus
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${nameId}-error` : undefined}
        />
        {error && (
          <p id={`${nameId}-error`} className="mt-1 text-xs text-red-700">
            {error}
          </p>
        )}
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

/**
 * Says on the name field why the server refused it: its own words for a bad name, and for a taken slug
 * (the form shows the slug read-only, so the way out is another name) which address is taken.
 */
function showNameProblem(error: unknown, form: NameForm, kind: CategoryKind, slug: string) {
  showServerFieldErrors(error, form.setError, ["name"]);
  if (error instanceof ApiError && error.status === 409) {
    form.setError("name", { type: "server", message: `This name makes the address "${slug}", which another ${kind.noun} already has: choose another name.` });
  }
}

/** "Add Category" and its form, which closes once the category is created. */
export function AddCategoryForm<T>({ kind, onCreated }: { kind: CategoryKind; onCreated: (created: T) => void }) {
  const [open, setOpen] = useState(false);
  const form = useNameForm("");
  const invalidate = useInvalidate();
  const name = useWatch({ control: form.control, name: "name" });
  const label = `Add ${kind.title}`;

  const save = async ({ name }: NameOutput) => {
    try {
      onCreated(await createCategory<T>(kind, name, slugify(name)));
      invalidate(kind.queryKey, queryKeys.stats);
      toastSuccess(`${capitalized(kind.noun)} created successfully.`);
      form.reset();
      setOpen(false);
    } catch (error) {
      toastFailure(error, `Failed to create ${kind.noun}.`);
      showNameProblem(error, form, kind, slugify(name));
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
    <form onSubmit={submitUnlessBlank(form, save)} noValidate aria-label={label} className="w-full rounded-2xl border border-primary/20 bg-background p-4 shadow-sm sm:p-5">
      <NameAndSlug
        form={form}
        slug={slugify(name) || (name.trim() ? CATEGORY_FALLBACK_SLUG : "")}
        slugHint={slugify(name) || !name.trim() ? "Made from the name." : "The name has no letter or digit an address can use: it gets category (with a number if taken)."}
      />
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={() => setOpen(false)}>
          Cancel
        </Button>
        <Button type="submit" size="sm" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? "Adding…" : label}
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
  const form = useNameForm(item.name);
  const invalidate = useInvalidate();
  const save = async ({ name }: NameOutput) => {
    try {
      onSaved(await updateCategory<T>(kind, item.id, { name }));
      // The content table shows category names.
      invalidate(kind.queryKey, queryKeys.contentLists);
      toastSuccess(`${capitalized(kind.noun)} updated successfully.`);
      onClose();
    } catch (error) {
      toastFailure(error, `Failed to update ${kind.noun}.`);
      showNameProblem(error, form, kind, item.slug);
    }
  };
  return (
    <form onSubmit={submitUnlessBlank(form, save)} noValidate>
      <NameAndSlug form={form} slug={item.slug} slugHint="The address stays the same." />
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? "Saving…" : "Save"}
        </Button>
      </div>
    </form>
  );
}

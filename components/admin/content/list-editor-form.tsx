"use client";

import { zodResolver } from "@/components/ui/form-resolver";
import { useMutation } from "@tanstack/react-query";
import { useRef, useState, type ReactNode } from "react";
import { Controller, useForm, type FieldErrors } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { fieldClasses, labelClasses } from "@/components/ui/field";
import { Select } from "@/components/ui/select";
import { DEFAULT_LIST_IMAGE } from "@/components/public/list-card-data";
import { apiRequest } from "@/lib/api-client";
import { NOT_YOUR_LIST } from "@/lib/content/ownership-message";
import { listBodySchema } from "@/lib/content/schema";
import { slugify } from "@/lib/validation/primitives";
import { useAdmin } from "../admin-context";
import { MediaPicker } from "../media-picker";
import { toastValidationError, toastWhileSaving } from "../admin-toast";
import { queryKeys } from "../query-keys";
import { showServerFieldErrors } from "../server-field-errors";
import { useInvalidate } from "../use-invalidate";
import type { EditableListJson, NamedOption } from "./content-types";
import { HtmlToolbar } from "./html-toolbar";
import { FORM_FIELDS, toFormValues, type ListFormInput, type ListFormOutput } from "./list-form-values";

const VERIFIERS_ONLY = "Editors and admins mark lists verified.";

export interface PickerOptions {
  categories: NamedOption[];
  experts: NamedOption[];
  failed: string[];
}

/**
 * Every field of a list. Creating (no id), the slug follows the title until the slug is edited by hand.
 * The same schema as the server checks the fields here; the server's field errors land on their fields.
 */
export function ListEditorForm({
  list,
  options,
  onSaved,
  onCancel,
  readOnly = false,
}: {
  list: EditableListJson;
  options: PickerOptions;
  onSaved: (saved: EditableListJson) => void;
  onCancel: () => void;
  /** Shown for reading only (a contributor opening someone else's list): every field disabled, no save. */
  readOnly?: boolean;
}) {
  const creating = list.id === undefined;
  const mayVerify = useAdmin().can("content.verify");
  const form = useForm<ListFormInput, unknown, ListFormOutput>({ resolver: zodResolver(listBodySchema), defaultValues: toFormValues(list) });
  const { register, control, handleSubmit, setValue, setError, formState } = form;
  const errors = formState.errors;
  const slugEdited = useRef(!creating);
  const textarea = useRef<HTMLTextAreaElement | null>(null);
  const content = register("content");
  const invalidate = useInvalidate();

  const save = useMutation({
    mutationFn: (values: ListFormOutput) => {
      // Whoever may not verify lists leaves their verification as it is (the server refuses a change).
      const { verificationStatus, lastVerifiedAt, ...rest } = values;
      const body = mayVerify ? { ...rest, verificationStatus, lastVerifiedAt } : rest;
      return toastWhileSaving(
        creating ? apiRequest<EditableListJson>("POST", "/api/admin/content-lists", body) : apiRequest<EditableListJson>("PATCH", `/api/admin/content-lists/${list.id}`, body),
        {
          loading: "Saving...",
          success: creating ? "Content created successfully." : "Content updated successfully.",
          sentence: creating ? "Failed to create content." : "Failed to update content.",
        },
      );
    },
    onSuccess: (saved) => {
      invalidate(queryKeys.contentLists, queryKeys.stats, queryKeys.reverification);
      onSaved(saved);
    },
    // The server's reasons (a slug taken, a field out of range) go on their fields.
    onError: (error) => showServerFieldErrors(error, setError, FORM_FIELDS),
  });
  const saving = save.isPending;

  const invalid = (fieldErrors: FieldErrors<ListFormInput>) => {
    const first = fieldErrors.title ?? fieldErrors.slug ?? Object.values(fieldErrors)[0];
    toastValidationError(typeof first?.message === "string" ? first.message : "Please check the highlighted fields.");
  };

  return (
    <form noValidate onSubmit={handleSubmit((body) => save.mutate(body), invalid)} className="space-y-6">
      {readOnly && (
        <p role="note" className="rounded-xl border border-secondary/20 bg-secondary/5 p-4 text-sm text-ink/80">
          {NOT_YOUR_LIST}
        </p>
      )}
      <fieldset disabled={readOnly} className="min-w-0 space-y-6">
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <div className="space-y-5">
            <Field label="Title" error={errors.title?.message}>
              {(id, describedBy) => (
                <input
                  id={id}
                  aria-describedby={describedBy}
                  aria-invalid={errors.title ? true : undefined}
                  className={fieldClasses}
                  {...register("title", {
                    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
                      if (creating && !slugEdited.current) setValue("slug", slugify(event.target.value), { shouldValidate: formState.isSubmitted });
                    },
                  })}
                />
              )}
            </Field>
            <Field label="URL slug" error={errors.slug?.message} hint={creating ? "Follows the title until you change it." : undefined}>
              {(id, describedBy) => (
                <input
                  id={id}
                  aria-describedby={describedBy}
                  aria-invalid={errors.slug ? true : undefined}
                  className={cn(fieldClasses, "font-mono")}
                  {...register("slug", { onChange: () => (slugEdited.current = true) })}
                />
              )}
            </Field>
            <Field label="Content (HTML)" error={errors.content?.message}>
              {(id, describedBy) => (
                <div>
                  <HtmlToolbar textarea={textarea} onEdit={(value) => setValue("content", value, { shouldDirty: true })} />
                  <textarea
                    id={id}
                    aria-describedby={describedBy}
                    {...content}
                    ref={(element) => {
                      content.ref(element);
                      textarea.current = element;
                    }}
                    className={cn(fieldClasses, "h-auto min-h-[300px] rounded-t-none py-2 font-mono text-[0.8rem] leading-relaxed")}
                  />
                </div>
              )}
            </Field>
            <Field label="Methodology" error={errors.methodology?.message} hint="How the list was compiled, shown on the list page.">
              {(id, describedBy) => <textarea id={id} aria-describedby={describedBy} rows={3} className={cn(fieldClasses, "h-auto py-2")} {...register("methodology")} />}
            </Field>
          </div>

          <div className="space-y-5">
            <Field label="Status" error={errors.status?.message}>
              {(id) => (
                <Select id={id} {...register("status")}>
                  <option value="draft">Draft</option>
                  <option value="published">Published</option>
                </Select>
              )}
            </Field>
            <Field label="Category" error={errors.categoryId?.message} hint={options.failed.includes("categories") ? "Categories could not be loaded." : undefined}>
              {(id, describedBy) => <IdSelect id={id} describedBy={describedBy} control={control} name="categoryId" options={options.categories} />}
            </Field>
            <Field label="Expert" error={errors.expertId?.message} hint={options.failed.includes("experts") ? "Experts could not be loaded." : undefined}>
              {(id, describedBy) => <IdSelect id={id} describedBy={describedBy} control={control} name="expertId" options={options.experts} />}
            </Field>
            <Field label="Author" error={errors.author?.message}>
              {(id, describedBy) => <input id={id} aria-describedby={describedBy} className={fieldClasses} {...register("author")} />}
            </Field>
            <Field label="Author organisation" error={errors.authorOrg?.message}>
              {(id, describedBy) => <input id={id} aria-describedby={describedBy} className={fieldClasses} {...register("authorOrg")} />}
            </Field>
            <Controller
              control={control}
              name="imageUrl"
              render={({ field }) => (
                <div>
                  <MediaPicker
                    label="Featured image"
                    value={typeof field.value === "string" && field.value ? field.value : null}
                    onChange={(url) => field.onChange(url)}
                    fallbackUrl={DEFAULT_LIST_IMAGE}
                    hint="Recommended size: 800x600."
                  />
                  {errors.imageUrl?.message && <p className="mt-1 text-xs font-medium text-red-800">{errors.imageUrl.message}</p>}
                </div>
              )}
            />
          </div>
        </div>

        <fieldset className="grid gap-5 rounded-xl border border-secondary/15 p-4 sm:grid-cols-2">
          <legend className="px-1 text-sm font-semibold text-ink">Verification and sources</legend>
          <Field label="Verification" error={errors.verificationStatus?.message} hint={mayVerify ? undefined : VERIFIERS_ONLY}>
            {(id, describedBy) => (
              <Select id={id} aria-describedby={describedBy} disabled={!mayVerify} {...register("verificationStatus")}>
                <option value="community">Community</option>
                <option value="verified">Verified</option>
              </Select>
            )}
          </Field>
          <Field label="Quality score (0-100)" error={errors.qualityScore?.message}>
            {(id, describedBy) => (
              <input id={id} aria-describedby={describedBy} type="number" min={0} max={100} step={1} className={fieldClasses} {...register("qualityScore", { valueAsNumber: true })} />
            )}
          </Field>
          <Field label="Source address" error={errors.sourceUrl?.message}>
            {(id, describedBy) => <input id={id} aria-describedby={describedBy} type="url" placeholder="https://" className={fieldClasses} {...register("sourceUrl")} />}
          </Field>
          <Field label="Last verified" error={errors.lastVerifiedAt?.message} hint={mayVerify ? undefined : VERIFIERS_ONLY}>
            {(id, describedBy) => <input id={id} aria-describedby={describedBy} type="date" disabled={!mayVerify} className={fieldClasses} {...register("lastVerifiedAt")} />}
          </Field>
          <Controller
            control={control}
            name="colorOptions"
            render={({ field }) => <ColorOptionsField value={field.value ?? []} onChange={field.onChange} error={errors.colorOptions?.message} />}
          />
          <div className="flex flex-col gap-3 sm:pt-6">
            <Checkbox label="Free" {...register("isFree")} />
            <Checkbox label="Favorite (featured)" {...register("isFavorite")} />
            <Checkbox label="Contains affiliate links (show the disclosure)" {...register("affiliateDisclosure")} />
          </div>
        </fieldset>
      </fieldset>

      <div className="flex flex-col-reverse gap-3 border-t border-secondary/15 pt-5 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onCancel}>
          {readOnly ? "Close" : "Cancel"}
        </Button>
        {!readOnly && (
          <Button type="submit" disabled={saving}>
            {saving ? "Saving…" : creating ? "Create List" : "Save Changes"}
          </Button>
        )}
      </div>
    </form>
  );
}

function Field({ label, error, hint, children }: { label: string; error?: string; hint?: string; children: (id: string, describedBy?: string) => ReactNode }) {
  const id = `list-${label.toLowerCase().replace(/[^a-z]+/g, "-")}`;
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div>
      <label htmlFor={id} className={labelClasses}>
        {label}
      </label>
      {children(id, describedBy)}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-xs font-medium text-red-800">
          {error}
        </p>
      ) : (
        hint && (
          <p id={`${id}-hint`} className="mt-1 text-xs text-ink/70">
            {hint}
          </p>
        )
      )}
    </div>
  );
}

function IdSelect({
  id,
  describedBy,
  control,
  name,
  options,
}: {
  id: string;
  describedBy?: string;
  control: ReturnType<typeof useForm<ListFormInput, unknown, ListFormOutput>>["control"];
  name: "categoryId" | "expertId";
  options: NamedOption[];
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => {
        const value = typeof field.value === "number" ? String(field.value) : "";
        const missing = value !== "" && !options.some((option) => String(option.id) === value);
        return (
          <Select id={id} aria-describedby={describedBy} value={value} onChange={(event) => field.onChange(event.target.value === "" ? null : Number(event.target.value))} onBlur={field.onBlur}>
            <option value="">None</option>
            {missing && <option value={value}>#{value}</option>}
            {options.map((option) => (
              <option key={option.id} value={String(option.id)}>
                {option.name}
              </option>
            ))}
          </Select>
        );
      }}
    />
  );
}

function Checkbox({ label, ...props }: { label: string } & React.ComponentProps<"input">) {
  return (
    <label className="flex items-center gap-2 text-sm text-ink">
      <input type="checkbox" className="h-4 w-4 accent-primary" {...props} />
      {label}
    </label>
  );
}

/** Colour options as comma-separated text, kept as a list in the form. */
function ColorOptionsField({ value, onChange, error }: { value: string[]; onChange: (value: string[]) => void; error?: string }) {
  const [text, setText] = useState(value.join(", "));
  return (
    <div>
      <label htmlFor="list-color-options" className={labelClasses}>
        Colour options
      </label>
      <input
        id="list-color-options"
        value={text}
        placeholder="e.g. Rose, Sage, Ivory"
        className={fieldClasses}
        onChange={(event) => {
          setText(event.target.value);
          onChange(
            event.target.value
              .split(",")
              .map((option) => option.trim())
              .filter(Boolean),
          );
        }}
      />
      <p className="mt-1 text-xs text-ink/70">{error ?? "Separate options with commas."}</p>
    </div>
  );
}

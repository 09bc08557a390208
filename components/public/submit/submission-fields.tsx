"use client";

import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { fieldClasses, labelClasses } from "@/components/ui/field";
import { Select } from "@/components/ui/select";
import type { SubmissionFormText } from "@/lib/submissions/form-state";
import { HONEYPOT_FIELD, SUBMISSION_FORMATS, SUBMISSION_LIMITS } from "@/lib/submissions/fields";
import type { SubmissionFormValues } from "@/lib/submissions/schema";

type FieldName = keyof SubmissionFormValues;

interface FieldsProps {
  /** react-hook-form's register, once the form is checked in the browser; until then each field only gets its name. */
  register?: (field: FieldName) => { name: string };
  /** Written into the markup too, so a form re-rendered by the server keeps what was typed. */
  initialValues: SubmissionFormText;
  fieldError: (field: FieldName) => string | undefined;
}

const nameOnly = (name: FieldName) => ({ name });

const textAreaClasses = `${fieldClasses} h-auto min-h-28 py-2.5 leading-relaxed`;

/** Every field of a submission, each with its error under it. */
export function SubmissionFields({ register = nameOnly, initialValues, fieldError }: FieldsProps) {
  const described = (field: FieldName, hint?: boolean) => {
    const ids = [hint ? `${field}-hint` : null, fieldError(field) ? `${field}-error` : null].filter(Boolean);
    return { "aria-invalid": fieldError(field) ? true : undefined, "aria-describedby": ids.length ? ids.join(" ") : undefined };
  };
  return (
    <>
      <Field name="sourceUrl" label="Source URL" required error={fieldError("sourceUrl")} hint="Where the list is published: an article, a PDF, a repository or a spreadsheet.">
        <input
          id="sourceUrl"
          type="url"
          inputMode="url"
          placeholder="https://example.com/your-list"
          maxLength={SUBMISSION_LIMITS.sourceUrl}
          defaultValue={initialValues.sourceUrl}
          className={fieldClasses}
          {...described("sourceUrl", true)}
          {...register("sourceUrl")}
        />
      </Field>
      <Field name="title" label="Title" required error={fieldError("title")}>
        <input id="title" type="text" maxLength={SUBMISSION_LIMITS.title} defaultValue={initialValues.title} className={fieldClasses} {...described("title")} {...register("title")} />
      </Field>
      <Field name="description" label="Description" error={fieldError("description")}>
        <textarea
          id="description"
          rows={4}
          maxLength={SUBMISSION_LIMITS.description}
          placeholder="What the list covers and who it helps."
          defaultValue={initialValues.description}
          className={textAreaClasses}
          {...described("description")}
          {...register("description")}
        />
      </Field>
      <div className="grid gap-6 md:grid-cols-2">
        <Field name="author" label="Author" error={fieldError("author")}>
          <input id="author" type="text" maxLength={SUBMISSION_LIMITS.author} defaultValue={initialValues.author} className={fieldClasses} {...described("author")} {...register("author")} />
        </Field>
        <Field name="authorOrg" label="Organization" error={fieldError("authorOrg")}>
          <input id="authorOrg" type="text" maxLength={SUBMISSION_LIMITS.authorOrg} defaultValue={initialValues.authorOrg} className={fieldClasses} {...described("authorOrg")} {...register("authorOrg")} />
        </Field>
      </div>
      <Field name="methodology" label="Methodology" error={fieldError("methodology")}>
        <textarea
          id="methodology"
          rows={3}
          maxLength={SUBMISSION_LIMITS.methodology}
          placeholder="How the list was researched, tested or verified."
          defaultValue={initialValues.methodology}
          className={textAreaClasses}
          {...described("methodology")}
          {...register("methodology")}
        />
      </Field>
      <div className="grid gap-6 md:grid-cols-2">
        <Field name="format" label="Format" error={fieldError("format")}>
          <Select id="format" defaultValue={initialValues.format} {...described("format")} {...register("format")}>
            {SUBMISSION_FORMATS.map((format) => (
              <option key={format.value} value={format.value}>
                {format.label}
              </option>
            ))}
          </Select>
        </Field>
        <Field name="topicSuggestions" label="Topic Suggestions" error={fieldError("topicSuggestions")} hint="Separate topics with commas, e.g. travel, packing.">
          <input
            id="topicSuggestions"
            type="text"
            defaultValue={initialValues.topicSuggestions}
            className={fieldClasses}
            {...described("topicSuggestions", true)}
            {...register("topicSuggestions")}
          />
        </Field>
      </div>
      <div>
        <label className="flex cursor-pointer items-start gap-3 rounded-lg border border-secondary/20 px-4 py-3 text-sm text-ink has-[:checked]:border-primary has-[:checked]:bg-primary/5">
          <input
            type="checkbox"
            defaultChecked={initialValues.affiliateDisclosure}
            className="mt-0.5 h-4 w-4 shrink-0 accent-[var(--theme-primary)]"
            {...register("affiliateDisclosure")}
          />
          <span>
            <span className="font-semibold">This list contains affiliate links</span>
            <span className="block text-ink/80">Tick this if the author earns money from links or products in the list.</span>
          </span>
        </label>
      </div>
      {/* Hidden from people and assistive technology; bots that fill every field fill this one too. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={HONEYPOT_FIELD}>Leave this field empty</label>
        <input id={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue={initialValues[HONEYPOT_FIELD]} {...register(HONEYPOT_FIELD)} />
      </div>
    </>
  );
}

function Field({ name, label, required, hint, error, children }: { name: FieldName; label: string; required?: boolean; hint?: string; error?: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={name} className={labelClasses}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {children}
      {hint && (
        <p id={`${name}-hint`} className="mt-1.5 text-xs text-ink/75">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${name}-error`} className="mt-1.5 text-sm font-medium text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}

/** The form's last row: the required-field legend and the submit button. */
export function SubmitRow({ busy }: { busy: boolean }) {
  return (
    <div className="flex flex-col gap-3 border-t border-secondary/15 pt-6 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-ink/80">Fields marked * are required.</p>
      <Button type="submit" size="lg" disabled={busy}>
        {busy ? "Submitting…" : "Submit for Review"}
      </Button>
    </div>
  );
}

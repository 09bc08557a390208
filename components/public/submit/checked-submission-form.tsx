"use client";

import { useEffect, useLayoutEffect, useState } from "react";
import { useForm, type Resolver } from "react-hook-form";
import { toast } from "@/components/ui/use-toast";
import { ApiError, apiRequest, errorMessage } from "@/lib/api-client";
import { EMPTY_SUBMISSION_FORM } from "@/lib/submissions/fields";
import { SUBMISSION_FAILED_MESSAGE, submissionFormText, type SubmissionFormText, type SubmitFormState } from "@/lib/submissions/form-state";
import type { SubmissionFormValues, SubmissionInput } from "@/lib/submissions/schema";
import { focusErrorSummary, isErrorSummary, SubmissionErrorSummary } from "./submission-error-summary";
import { SubmissionFields, SubmitRow } from "./submission-fields";

// zod and the schema (30 KB of compressed script) load as this form mounts, not with the page.
const loadResolver = () => import("./submission-resolver");

/**
 * The schema's check, once loaded. Should the check fail to load (the connection dropped), the form is
 * sent as it is and the API's answer, which applies the same schema, shows what to correct.
 */
const resolver: Resolver<SubmissionFormValues, unknown, SubmissionInput> = async (values, context, options) => {
  const loaded = await loadResolver().catch(() => null);
  if (!loaded) return { values: values as SubmissionInput, errors: {} };
  return loaded.submissionResolver(values, context, options);
};

interface FocusedField {
  name: string;
  selection: [number, number] | null;
}

/** The plain form's field that has focus, with its caret or selection (null where a field has none). */
function focusedField(plainForm: HTMLFormElement): FocusedField | null {
  const active = document.activeElement;
  if (!(active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement || active instanceof HTMLSelectElement)) return null;
  if (!plainForm.contains(active)) return null;
  const start = "selectionStart" in active ? active.selectionStart : null;
  const end = "selectionEnd" in active ? active.selectionEnd : null;
  return { name: active.name, selection: start !== null && end !== null ? [start, end] : null };
}

interface PlainFormState {
  values: SubmissionFormText | null;
  focused: FocusedField | null;
  /** Focus was on the error summary, which this form shows anew. */
  summaryFocused: boolean;
}

/** What a visitor had typed into the plain form, and where the caret was, as this form replaces it. */
function readPlainForm(plainForm: HTMLFormElement | null): PlainFormState {
  if (!plainForm) return { values: null, focused: null, summaryFocused: false };
  return { values: submissionFormText(new FormData(plainForm)), focused: focusedField(plainForm), summaryFocused: isErrorSummary(document.activeElement) };
}

interface CheckedSubmissionFormProps {
  /** The plain form on screen, whose typed values and focus this form takes over as it mounts. */
  plainForm: HTMLFormElement | null;
  /** The values to start from when there is no plain form to take over. */
  initialValues: SubmissionFormText;
  posted: SubmitFormState;
  formAction: (formData: FormData) => void;
  posting: boolean;
  onSent: () => void;
}

/**
 * The form checked in the browser (react-hook-form with the submission schema) and sent to
 * POST /api/public/submissions. It loads once a visitor reaches for the form and replaces the plain form
 * with the same fields, keeping what was typed and the caret.
 */
export function CheckedSubmissionForm({ plainForm, initialValues, posted, formAction, posting, onSent }: CheckedSubmissionFormProps) {
  // Read while rendering: this render and its commit run in one task, so no keystroke falls between.
  const [takenOver] = useState(() => readPlainForm(plainForm));
  const startValues = takenOver.values ?? initialValues;
  const form = useForm<SubmissionFormValues, unknown, SubmissionInput>({ resolver, defaultValues: startValues });
  const { errors, isSubmitting, submitCount } = form.formState;

  useEffect(() => {
    void loadResolver().catch(() => undefined);
  }, []);

  useLayoutEffect(() => {
    if (takenOver.summaryFocused) focusErrorSummary({ scroll: false });
    const focused = takenOver.focused;
    if (!focused) return;
    const field = document.getElementsByName(focused.name)[0];
    if (!(field instanceof HTMLElement)) return;
    field.focus();
    if (focused.selection && (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) field.setSelectionRange(...focused.selection);
  }, [takenOver]);

  async function send(values: SubmissionInput) {
    try {
      await apiRequest("POST", "/api/public/submissions", values);
      toast({ title: "Submission received!", description: "Thank you for submitting your list. We'll review it shortly." });
      onSent();
    } catch (error) {
      if (error instanceof ApiError) {
        let focused = false;
        for (const [field, messages] of Object.entries(error.fieldErrors)) {
          if (!(field in EMPTY_SUBMISSION_FORM) || !messages[0]) continue;
          // The first field the server refused takes focus, as the browser's own check does.
          form.setError(field as keyof SubmissionFormValues, { message: messages[0] }, { shouldFocus: !focused });
          focused = true;
        }
      }
      toast({ title: "Submission failed", description: errorMessage(error) ?? SUBMISSION_FAILED_MESSAGE, variant: "destructive" });
    }
  }

  // Errors from a plain form post show until the browser checks the form itself.
  const serverErrors = posted.status === "error" && submitCount === 0 ? posted.fieldErrors : {};
  const fieldError = (field: keyof SubmissionFormValues) => errors[field]?.message ?? serverErrors[field]?.[0];

  return (
    <form action={formAction} onSubmit={form.handleSubmit(send)} noValidate className="space-y-6">
      {posted.status === "error" && submitCount === 0 && <SubmissionErrorSummary message={posted.message} />}
      <SubmissionFields register={form.register} initialValues={startValues} fieldError={fieldError} />
      <SubmitRow busy={isSubmitting || posting} />
    </form>
  );
}

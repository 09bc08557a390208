"use client";

import { useActionState, useState } from "react";
import { useForm, type Resolver } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { ApiError, apiRequest, errorMessage } from "@/lib/api-client";
import { SUBMISSION_FAILED_MESSAGE, type SubmitFormState } from "@/lib/submissions/form-state";
import { EMPTY_SUBMISSION_FORM } from "@/lib/submissions/fields";
import type { SubmissionFormValues, SubmissionInput } from "@/lib/submissions/schema";
import { submitListAction } from "@/lib/submissions/submit-action";
import { FormAlert, SubmissionFields } from "./submission-fields";
import { ThankYou } from "./thank-you";

const INITIAL_STATE: SubmitFormState = { status: "idle" };

// zod and the schema (30 KB of compressed script, more than the rest of the page's own code) load when a
// visitor starts filling the form, not with the page, so they neither delay the page nor keep the phone
// busy while it starts.
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

function preloadResolver() {
  void loadResolver().catch(() => undefined);
}

/**
 * Submit a List. With JavaScript the form is checked in the browser and sent to
 * POST /api/public/submissions; without it, it posts to a server action that answers with the same
 * field errors or the Thank You screen.
 */
export function SubmitListForm() {
  const [state, formAction, posting] = useActionState(submitListAction, INITIAL_STATE);
  // The posted state a visitor has moved on from (Submit Another List), so it no longer shows.
  const [dismissed, setDismissed] = useState<SubmitFormState | null>(null);
  const [sentByScript, setSentByScript] = useState(false);
  const posted = state === dismissed ? INITIAL_STATE : state;
  const initialValues = posted.status === "error" ? posted.values : EMPTY_SUBMISSION_FORM;

  const form = useForm<SubmissionFormValues, unknown, SubmissionInput>({
    resolver,
    defaultValues: initialValues,
  });
  const { errors, isSubmitting, submitCount } = form.formState;

  async function send(values: SubmissionInput) {
    try {
      await apiRequest("POST", "/api/public/submissions", values);
      toast({ title: "Submission received!", description: "Thank you for submitting your list. We'll review it shortly." });
      form.reset(EMPTY_SUBMISSION_FORM);
      setSentByScript(true);
    } catch (error) {
      if (error instanceof ApiError) {
        for (const [field, messages] of Object.entries(error.fieldErrors)) {
          if (field in EMPTY_SUBMISSION_FORM && messages[0]) form.setError(field as keyof SubmissionFormValues, { message: messages[0] });
        }
      }
      toast({ title: "Submission failed", description: errorMessage(error) ?? SUBMISSION_FAILED_MESSAGE, variant: "destructive" });
    }
  }

  function startOver() {
    form.reset(EMPTY_SUBMISSION_FORM);
    setSentByScript(false);
    setDismissed(state);
    requestAnimationFrame(() => form.setFocus("sourceUrl"));
  }

  if (sentByScript || posted.status === "success") return <ThankYou onSubmitAnother={startOver} />;

  // Errors from a plain form post show until the browser checks the form itself.
  const serverErrors = posted.status === "error" && submitCount === 0 ? posted.fieldErrors : {};
  const fieldError = (field: keyof SubmissionFormValues) => errors[field]?.message ?? serverErrors[field]?.[0];

  return (
    <form action={formAction} onSubmit={form.handleSubmit(send)} onFocus={preloadResolver} noValidate className="space-y-6">
      {posted.status === "error" && submitCount === 0 && <FormAlert title="Submission failed" message={posted.message} />}
      <SubmissionFields register={form.register} initialValues={initialValues} fieldError={fieldError} />
      <div className="flex flex-col gap-3 border-t border-secondary/15 pt-6 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-ink/80">Fields marked * are required.</p>
        <Button type="submit" size="lg" disabled={isSubmitting || posting}>
          {isSubmitting || posting ? "Submitting…" : "Submit for Review"}
        </Button>
      </div>
    </form>
  );
}

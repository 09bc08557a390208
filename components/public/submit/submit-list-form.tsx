"use client";

import { useActionState, useEffect, useRef, useState } from "react";
import type { SubmitFormState } from "@/lib/submissions/form-state";
import { EMPTY_SUBMISSION_FORM } from "@/lib/submissions/fields";
import { submitListAction } from "@/lib/submissions/submit-action";
import type { CheckedSubmissionForm } from "./checked-submission-form";
import { focusErrorSummary, SubmissionErrorSummary } from "./submission-error-summary";
import { SubmissionFields, SubmitRow } from "./submission-fields";
import { ThankYou } from "./thank-you";

const INITIAL_STATE: SubmitFormState = { status: "idle" };

type CheckedForm = typeof CheckedSubmissionForm;

// The browser's checks (react-hook-form, then zod and the schema) are more script than the rest of the
// page's own code together; they load when a visitor reaches for the form, not with the page. Until then,
// and for good should they fail to load, the plain form posts to the server action, which answers with
// the same field errors.
let loadingChecks: Promise<CheckedForm> | null = null;
function loadChecks(): Promise<CheckedForm> {
  loadingChecks ??= import("./checked-submission-form").then(
    (module) => module.CheckedSubmissionForm,
    (error: unknown) => {
      loadingChecks = null;
      throw error;
    },
  );
  return loadingChecks;
}

/**
 * Submit a List. It starts as a plain form that posts to a server action (which answers with the field
 * errors or the Thank You screen, with or without JavaScript); once a visitor reaches for it, the checked
 * form takes its place, validating in the browser and sending to POST /api/public/submissions.
 */
export function SubmitListForm() {
  const [state, formAction, posting] = useActionState(submitListAction, INITIAL_STATE);
  // The posted state a visitor has moved on from (Submit Another List), so it no longer shows.
  const [dismissed, setDismissed] = useState<SubmitFormState | null>(null);
  const [sentByScript, setSentByScript] = useState(false);
  const [Checked, setChecked] = useState<CheckedForm | null>(null);
  const [plainForm, setPlainForm] = useState<HTMLFormElement | null>(null);
  const posted = state === dismissed ? INITIAL_STATE : state;
  const initialValues = posted.status === "error" ? posted.values : EMPTY_SUBMISSION_FORM;

  useEffect(() => {
    if (posted.status === "error") focusErrorSummary();
  }, [posted]);

  // A press that starts on the plain form ends on it: were the checked form to take its place between the
  // pointer's down and up, the up would land on another button and the browser would send no click.
  const pressing = useRef(false);
  const arrived = useRef<CheckedForm | null>(null);

  function showChecked() {
    const form = arrived.current;
    if (form && !pressing.current) setChecked(() => form);
  }

  function reachForForm() {
    if (Checked) return;
    loadChecks().then(
      (form) => {
        arrived.current = form;
        showChecked();
      },
      () => undefined,
    );
  }

  function startPress() {
    pressing.current = true;
    const pressEnded = new AbortController();
    const endPress = () => {
      pressEnded.abort();
      pressing.current = false;
      // The click (and the submit it starts) follows the pointer's up within the same task.
      setTimeout(showChecked, 0);
    };
    window.addEventListener("pointerup", endPress, { capture: true, signal: pressEnded.signal });
    window.addEventListener("pointercancel", endPress, { capture: true, signal: pressEnded.signal });
  }

  function startOver() {
    setSentByScript(false);
    setDismissed(state);
    requestAnimationFrame(() => document.getElementById("sourceUrl")?.focus());
  }

  if (sentByScript || posted.status === "success") return <ThankYou onSubmitAnother={startOver} />;

  if (Checked) {
    return <Checked plainForm={plainForm} initialValues={initialValues} posted={posted} formAction={formAction} posting={posting} onSent={() => setSentByScript(true)} />;
  }

  const postedErrors = posted.status === "error" ? posted.fieldErrors : {};
  return (
    <form ref={setPlainForm} action={formAction} onFocus={reachForForm} onPointerEnter={reachForForm} onPointerDown={startPress} noValidate className="space-y-6">
      {posted.status === "error" && <SubmissionErrorSummary message={posted.message} />}
      <SubmissionFields initialValues={initialValues} fieldError={(field) => postedErrors[field]?.[0]} />
      <SubmitRow busy={posting} />
    </form>
  );
}

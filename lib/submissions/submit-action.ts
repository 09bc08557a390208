"use server";

import { HttpError } from "@/lib/http/errors";
import { runOperation } from "@/lib/http/operation";
import { assertFormWithoutNul } from "@/lib/http/request-guards";
import { SUBMISSION_FAILED_MESSAGE, submissionFormText, type SubmitFormState } from "./form-state";
import { submitList } from "./submit-operation";

/**
 * The Submit a List form posted without JavaScript: the operation POST /api/public/submissions runs
 * (its guards, schema and storage), answered with the form's state (field errors, or the Thank You
 * screen). Next itself refuses a server action whose Origin is not the site's own host.
 */
export async function submitListAction(_previous: SubmitFormState, formData: FormData): Promise<SubmitFormState> {
  const values = submissionFormText(formData);
  try {
    assertFormWithoutNul(formData);
    const { id } = await runOperation(submitList, values);
    return { status: "success", id };
  } catch (error) {
    if (error instanceof HttpError && error.status === 400 && error.fieldErrors && Object.keys(error.fieldErrors).length > 0) {
      return { status: "error", message: "Please correct the fields marked below.", fieldErrors: error.fieldErrors, values };
    }
    if (error instanceof HttpError && error.status < 500) return { status: "error", message: error.message, fieldErrors: {}, values };
    console.error("Submitting a list failed", error);
    return { status: "error", message: SUBMISSION_FAILED_MESSAGE, fieldErrors: {}, values };
  }
}

import type { FieldErrors } from "@/lib/http/errors";
import { EMPTY_SUBMISSION_FORM, HONEYPOT_FIELD, type SubmissionFormat } from "./fields";

export const SUBMISSION_FAILED_MESSAGE = "There was an error submitting your list. Please try again.";

/** What the Submit a List form shows after the server handled a plain form post. */
export type SubmitFormState =
  | { status: "idle" }
  | { status: "error"; message: string; fieldErrors: FieldErrors; values: SubmissionFormText }
  | { status: "success"; id: number };

/** The form's fields as a posted form carries them: text, and the checkbox as a boolean. */
export type SubmissionFormText = Omit<typeof EMPTY_SUBMISSION_FORM, "format" | "affiliateDisclosure"> & {
  format: SubmissionFormat;
  affiliateDisclosure: boolean;
};

const TEXT_FIELDS = ["sourceUrl", "title", "description", "author", "authorOrg", "methodology", "topicSuggestions", HONEYPOT_FIELD] as const;

/** Reads a posted form into the form's values: a checked checkbox is present, an unchecked one absent. */
export function submissionFormText(formData: FormData): SubmissionFormText {
  const values: SubmissionFormText = { ...EMPTY_SUBMISSION_FORM };
  for (const field of TEXT_FIELDS) {
    const value = formData.get(field);
    if (typeof value === "string") values[field] = value;
  }
  const format = formData.get("format");
  if (typeof format === "string" && format) values.format = format as SubmissionFormat;
  values.affiliateDisclosure = formData.has("affiliateDisclosure");
  return values;
}

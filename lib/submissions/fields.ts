// The Submit a List form's fields, limits and empty state: what the page needs before anyone types,
// without zod (schema.ts holds the rules, and the browser loads them when the form is first checked).
import type { SubmissionFormValues } from "./schema";

export const SUBMISSION_FORMATS = [
  { value: "article", label: "Article" },
  { value: "pdf", label: "PDF" },
  { value: "repo", label: "GitHub Repository" },
  { value: "spreadsheet", label: "Spreadsheet" },
  { value: "other", label: "Other" },
] as const;

export type SubmissionFormat = (typeof SUBMISSION_FORMATS)[number]["value"];

export const DEFAULT_SUBMISSION_FORMAT: SubmissionFormat = "article";

/** How long editors take to review a submission, as the page states it. */
export const SUBMISSION_REVIEW_TIME = "2-5 business days";

export const SUBMISSION_LIMITS = {
  sourceUrl: 2000,
  title: 200,
  description: 2000,
  author: 200,
  authorOrg: 200,
  methodology: 2000,
  topic: 60,
  topics: 10,
} as const;

/**
 * A field people never see (it is hidden from view and from assistive technology) but form-filling bots
 * complete: a submission that has it filled is refused.
 */
export const HONEYPOT_FIELD = "website";

/** "a, b,, c " and ["a", " b", ""] both read as ["a", "b"]. */
export function splitTopicSuggestions(value: string | string[] | undefined | null): string[] {
  const parts = typeof value === "string" ? value.split(",") : (value ?? []);
  return parts.map((part) => part.trim()).filter((part) => part.length > 0);
}

export const EMPTY_SUBMISSION_FORM = {
  sourceUrl: "",
  title: "",
  description: "",
  author: "",
  authorOrg: "",
  methodology: "",
  format: DEFAULT_SUBMISSION_FORMAT,
  topicSuggestions: "",
  affiliateDisclosure: false,
  [HONEYPOT_FIELD]: "",
} satisfies SubmissionFormValues;

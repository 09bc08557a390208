import { z } from "zod";
import { httpUrl, optionalText } from "@/lib/validation/primitives";

// A visitor's list submission: the one schema the Submit a List form and POST /api/public/submissions
// both validate with.

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

const FORMAT_VALUES = SUBMISSION_FORMATS.map((format) => format.value) as [SubmissionFormat, ...SubmissionFormat[]];

/** "a, b,, c " and ["a", " b", ""] both read as ["a", "b"]. */
export function splitTopicSuggestions(value: string | string[] | undefined | null): string[] {
  const parts = typeof value === "string" ? value.split(",") : (value ?? []);
  return parts.map((part) => part.trim()).filter((part) => part.length > 0);
}

const topicSuggestionsSchema = z
  .union([z.string(), z.array(z.string())], { error: "Topic suggestions must be comma-separated text or a list of text." })
  .nullish()
  .transform(splitTopicSuggestions)
  .pipe(
    z
      .array(z.string().max(SUBMISSION_LIMITS.topic, `Each topic suggestion can be at most ${SUBMISSION_LIMITS.topic} characters.`))
      .max(SUBMISSION_LIMITS.topics, `Suggest at most ${SUBMISSION_LIMITS.topics} topics.`),
  );

export const submissionSchema = z.object({
  sourceUrl: z
    .string({ error: "Please enter the source URL." })
    .trim()
    .min(1, "Please enter the source URL.")
    .pipe(httpUrl("Source URL", SUBMISSION_LIMITS.sourceUrl)),
  title: z
    .string({ error: "Please enter a title." })
    .trim()
    .min(1, "Please enter a title.")
    .max(SUBMISSION_LIMITS.title, `Title can be at most ${SUBMISSION_LIMITS.title} characters.`),
  description: optionalText("Description", SUBMISSION_LIMITS.description),
  author: optionalText("Author", SUBMISSION_LIMITS.author),
  authorOrg: optionalText("Organization", SUBMISSION_LIMITS.authorOrg),
  methodology: optionalText("Methodology", SUBMISSION_LIMITS.methodology),
  format: z.enum(FORMAT_VALUES, { error: `Format must be one of: ${FORMAT_VALUES.join(", ")}.` }).default(DEFAULT_SUBMISSION_FORMAT),
  topicSuggestions: topicSuggestionsSchema,
  affiliateDisclosure: z.boolean({ error: "Affiliate disclosure must be true or false." }).default(false),
  [HONEYPOT_FIELD]: z.string().max(SUBMISSION_LIMITS.sourceUrl).optional(),
});

/** What the form holds (topic suggestions as comma-separated text). */
export type SubmissionFormValues = z.input<typeof submissionSchema>;
export type SubmissionInput = z.output<typeof submissionSchema>;

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

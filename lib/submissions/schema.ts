import { z } from "zod";
import { blankToUndefined, httpUrl, isoDateTime, optionalText } from "@/lib/validation/primitives";
import { DEFAULT_SUBMISSION_FORMAT, HONEYPOT_FIELD, SUBMISSION_FORMATS, SUBMISSION_LIMITS, splitTopicSuggestions, type SubmissionFormat } from "./fields";

// A visitor's list submission: the one schema the Submit a List form and POST /api/public/submissions
// both validate with. The form's fields and limits are in fields.ts, which does not load zod.

const FORMAT_VALUES = SUBMISSION_FORMATS.map((format) => format.value) as [SubmissionFormat, ...SubmissionFormat[]];

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
  /** When the source itself was last updated; the form does not ask, so it may be left out, and blank reads as unknown. */
  lastUpdated: z.preprocess((value) => blankToUndefined(value) ?? null, isoDateTime("Last updated").nullable()).optional(),
  format: z.enum(FORMAT_VALUES, { error: `Format must be one of: ${FORMAT_VALUES.join(", ")}.` }).default(DEFAULT_SUBMISSION_FORMAT),
  topicSuggestions: topicSuggestionsSchema,
  affiliateDisclosure: z.boolean({ error: "Affiliate disclosure must be true or false." }).default(false),
  [HONEYPOT_FIELD]: z.string().max(SUBMISSION_LIMITS.sourceUrl).optional(),
});

/** What the form holds (topic suggestions as comma-separated text). */
export type SubmissionFormValues = z.input<typeof submissionSchema>;
export type SubmissionInput = z.output<typeof submissionSchema>;

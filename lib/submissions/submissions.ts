import "server-only";
import { commitChange } from "@/lib/cache/commit-change";
import type { Prisma } from "@/lib/generated/prisma/client";
import { badRequest } from "@/lib/http/errors";
import { HONEYPOT_FIELD } from "./fields";
import type { SubmissionInput } from "./schema";

/** A submission's own fields, as its sender gets them back: not who sent it, nor anything of its review. */
export const submissionFieldsSelect = {
  id: true,
  sourceUrl: true,
  title: true,
  description: true,
  author: true,
  authorOrg: true,
  methodology: true,
  lastUpdated: true,
  format: true,
  topicSuggestions: true,
  affiliateDisclosure: true,
  status: true,
  createdAt: true,
} satisfies Prisma.SubmissionSelect;

export type CreatedSubmission = Prisma.SubmissionGetPayload<{ select: typeof submissionFieldsSelect }>;

export const HONEYPOT_MESSAGE = "Your submission could not be accepted.";

/**
 * Stores a visitor's submission for review: status pending, the sender when signed in, and only the
 * submission's own fields (status, reviewer fields and ids are never taken from the input).
 */
export async function createSubmission(input: SubmissionInput, userId: string | null): Promise<CreatedSubmission> {
  if (input[HONEYPOT_FIELD]?.trim()) throw badRequest(HONEYPOT_MESSAGE);
  return commitChange(userId, async (tx) => {
    const row = await tx.submission.create({
      data: {
        userId,
        sourceUrl: input.sourceUrl,
        title: input.title,
        description: input.description,
        author: input.author,
        authorOrg: input.authorOrg,
        methodology: input.methodology,
        lastUpdated: input.lastUpdated,
        format: input.format,
        topicSuggestions: input.topicSuggestions,
        affiliateDisclosure: input.affiliateDisclosure,
        status: "pending",
      },
      select: submissionFieldsSelect,
    });
    // Nothing public shows a pending submission, so no cache changes.
    return { result: row, tags: [] };
  });
}

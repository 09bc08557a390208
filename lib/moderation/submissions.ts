import "server-only";
import { displayName, fullName } from "@/lib/auth/names";
import { commitChange } from "@/lib/cache/commit-change";
import { recordVersion } from "@/lib/content/versions";
import { db } from "@/lib/db";
import type { Prisma, SubmissionStatus } from "@/lib/generated/prisma/client";
import { conflict, notFoundError } from "@/lib/http/errors";
import { submissionFieldsSelect } from "@/lib/submissions/submissions";
import { descriptionParagraph, freeListSlug, suggestedCategoryId } from "./draft-from-submission";

/** At most this many submissions per answer: the queue is worked from the top. */
export const REVIEW_PAGE_SIZE = 100;

const person = { select: { firstName: true, lastName: true, email: true } } as const;

const submissionSelect = {
  ...submissionFieldsSelect,
  reviewNotes: true,
  reviewedAt: true,
  listId: true,
  user: person,
  reviewedBy: person,
} satisfies Prisma.SubmissionSelect;

type SubmissionRow = Prisma.SubmissionGetPayload<{ select: typeof submissionSelect }>;

const describe = ({ user, reviewedBy, ...submission }: SubmissionRow) => ({
  ...submission,
  submittedBy: user ? fullName(user) : null,
  // Staff are named to other staff by name, never by email address.
  reviewedBy: reviewedBy ? displayName(reviewedBy) : null,
});

export type SubmissionSummary = ReturnType<typeof describe>;

/** Pending submissions first (oldest waiting first), then reviewed ones, newest review first. */
export async function findSubmissions(status?: SubmissionStatus): Promise<{ items: SubmissionSummary[]; total: number }> {
  const where = status ? { status } : {};
  const [rows, total] = await Promise.all([
    db.submission.findMany({
      where,
      select: submissionSelect,
      orderBy: [{ status: "asc" }, { reviewedAt: { sort: "desc", nulls: "first" } }, { createdAt: "asc" }, { id: "asc" }],
      take: REVIEW_PAGE_SIZE,
    }),
    db.submission.count({ where }),
  ]);
  return { items: rows.map(describe), total };
}

/** Locks the submission for this review: two reviewers acting at once cannot both decide it. */
async function lockPendingSubmission(tx: Prisma.TransactionClient, id: number) {
  await tx.$executeRaw`SELECT 1 FROM submissions WHERE id = ${id} FOR UPDATE`;
  const submission = await tx.submission.findUnique({ where: { id } });
  if (!submission) throw notFoundError("Submission not found.");
  if (submission.status !== "pending") throw conflict(`This submission has already been ${submission.status}.`);
  return submission;
}

/**
 * Approving turns a submission into a draft list an editor then finishes: its title, source, author,
 * organisation, methodology and disclosure, the description as the first paragraph, the first suggested
 * topic that is a category, and a free slug. The list's first version is recorded with it.
 */
export async function approveSubmission(actorId: string, id: number, notes: string | null) {
  return commitChange(actorId, async (tx) => {
    const submission = await lockPendingSubmission(tx, id);
    // Slugs are handed out one approval at a time, so two approvals of the same title get different ones.
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(72707371)`;
    const list = await tx.contentList.create({
      data: {
        title: submission.title,
        slug: await freeListSlug(tx, submission.title),
        content: descriptionParagraph(submission.description),
        sourceUrl: submission.sourceUrl,
        author: submission.author,
        authorOrg: submission.authorOrg,
        methodology: submission.methodology,
        affiliateDisclosure: submission.affiliateDisclosure,
        categoryId: await suggestedCategoryId(tx, submission.topicSuggestions),
        status: "draft",
        createdById: actorId,
      },
      select: { id: true, slug: true, title: true, categoryId: true },
    });
    await recordVersion(tx, list.id, actorId);
    await tx.submission.update({ where: { id }, data: { status: "approved", reviewedAt: new Date(), reviewedById: actorId, reviewNotes: notes, listId: list.id } });
    const reviewed = await tx.submission.findUniqueOrThrow({ where: { id }, select: submissionSelect });
    return {
      result: { submission: describe(reviewed), list },
      // A draft shows nowhere public; nothing cached changes.
      tags: [],
      audit: [
        { action: "submission.approve", targetType: "submission", targetId: id, summary: submission.title },
        { action: "list.create", targetType: "list", targetId: list.id, summary: list.title },
      ],
    };
  });
}

export async function rejectSubmission(actorId: string, id: number, notes: string) {
  return commitChange(actorId, async (tx) => {
    const submission = await lockPendingSubmission(tx, id);
    await tx.submission.update({ where: { id }, data: { status: "rejected", reviewedAt: new Date(), reviewedById: actorId, reviewNotes: notes } });
    const reviewed = await tx.submission.findUniqueOrThrow({ where: { id }, select: submissionSelect });
    return {
      result: describe(reviewed),
      tags: [],
      audit: { action: "submission.reject", targetType: "submission", targetId: id, summary: submission.title },
    };
  });
}

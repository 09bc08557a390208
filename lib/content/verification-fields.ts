import "server-only";
import { can } from "@/lib/auth/permissions";
import type { VerificationStatus } from "@/lib/generated/prisma/client";
import { HttpError } from "@/lib/http/errors";
import type { ListActor } from "./ownership";
import type { UpdateListInput } from "./schema";

export const VERIFY_FIELDS_MESSAGE = "Only editors and admins can mark a list verified or change when it was last verified.";

type VerificationState = { verificationStatus: VerificationStatus; lastVerifiedAt: Date | null };

const NEW_LIST: VerificationState = { verificationStatus: "community", lastVerifiedAt: null };

const sameDay = (a: Date, b: Date) => a.toISOString().slice(0, 10) === b.toISOString().slice(0, 10);

/**
 * A list write's verification fields as they are stored. The editor shows "last verified" as a day, so a
 * day-only value on the day already stored keeps the stored moment. Marking a list verified is editors'
 * and admins' work: anyone else who changes either field is refused (403, naming the fields), and the
 * values they leave as they are pass.
 */
export function verificationFieldsOf<I extends UpdateListInput>(actor: ListActor, input: I, before: VerificationState = NEW_LIST): I {
  const result = { ...input };
  const stored = before.lastVerifiedAt;
  if (result.lastVerifiedAt && stored && isMidnight(result.lastVerifiedAt) && sameDay(result.lastVerifiedAt, stored)) result.lastVerifiedAt = stored;
  if (can(actor.role, "content.verify")) return result;
  const changed: string[] = [];
  if (result.verificationStatus !== undefined && result.verificationStatus !== before.verificationStatus) changed.push("verificationStatus");
  if (result.lastVerifiedAt !== undefined && result.lastVerifiedAt?.getTime() !== stored?.getTime()) changed.push("lastVerifiedAt");
  if (changed.length) throw new HttpError(403, VERIFY_FIELDS_MESSAGE, Object.fromEntries(changed.map((field) => [field, [VERIFY_FIELDS_MESSAGE]])));
  return result;
}

const isMidnight = (date: Date) => date.getUTCHours() === 0 && date.getUTCMinutes() === 0 && date.getUTCSeconds() === 0 && date.getUTCMilliseconds() === 0;

/** What a restore by `actor` keeps of the list's current verification: all of it unless they may verify. */
export function verificationKeptBy(actor: ListActor, before: VerificationState): Partial<VerificationState> {
  return can(actor.role, "content.verify") ? {} : { verificationStatus: before.verificationStatus, lastVerifiedAt: before.lastVerifiedAt };
}

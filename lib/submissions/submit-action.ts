"use server";

import { headers } from "next/headers";
import { z } from "zod";
import { getCurrentUser } from "@/lib/auth/current-user";
import { clientAddress } from "@/lib/http/client-address";
import { HttpError } from "@/lib/http/errors";
import { assertFormWithoutNul } from "@/lib/http/request-guards";
import { checkRateLimit, rateLimits } from "@/lib/rate-limit";
import { SUBMISSION_FAILED_MESSAGE, submissionFormText, type SubmitFormState } from "./form-state";
import { submissionSchema } from "./schema";
import { createSubmission } from "./submissions";

/**
 * The Submit a List form posted without JavaScript: the same rate limit, schema and storage as
 * POST /api/public/submissions, answered with the form's state (field errors, or the Thank You screen).
 * Next itself refuses a server action whose Origin is not the site's own host.
 */
export async function submitListAction(_previous: SubmitFormState, formData: FormData): Promise<SubmitFormState> {
  const values = submissionFormText(formData);
  try {
    await checkRateLimit(rateLimits.submissions, clientAddress(await headers()));
    assertFormWithoutNul(formData);
    const parsed = submissionSchema.safeParse(values);
    if (!parsed.success) {
      const { fieldErrors } = z.flattenError(parsed.error);
      return { status: "error", message: "Please correct the fields marked below.", fieldErrors: fieldErrors as Record<string, string[]>, values };
    }
    const user = await getCurrentUser();
    const { id } = await createSubmission(parsed.data, user?.id ?? null);
    return { status: "success", id };
  } catch (error) {
    if (error instanceof HttpError && error.status < 500) return { status: "error", message: error.message, fieldErrors: {}, values };
    console.error("Submitting a list failed", error);
    return { status: "error", message: SUBMISSION_FAILED_MESSAGE, fieldErrors: {}, values };
  }
}

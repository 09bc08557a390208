import "server-only";
import { operation } from "@/lib/http/operation";
import { rateLimits } from "@/lib/rate-limit";
import { submissionSchema } from "./schema";
import { createSubmission } from "./submissions";

/** A list sent in for review, by POST /api/public/submissions or the form without JavaScript. */
export const submitList = operation({
  endpoint: "POST /api/public/submissions",
  body: submissionSchema,
  rateLimit: rateLimits.submissions,
  withUser: true,
  run: ({ body, user }) => createSubmission(body, user?.id ?? null),
});

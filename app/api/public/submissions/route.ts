import { created, route } from "@/lib/http/route";
import { rateLimits } from "@/lib/rate-limit";
import { submissionSchema } from "@/lib/submissions/schema";
import { createSubmission } from "@/lib/submissions/submissions";

// A list submitted for review: 201 with its id and status (pending).
export const POST = route(
  "POST /api/public/submissions",
  { body: submissionSchema, rateLimit: rateLimits.submissions, withUser: true },
  async ({ body, user }) => created(await createSubmission(body, user?.id ?? null)),
);

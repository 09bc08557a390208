import { z } from "zod";

/** POST /api/notifications/seen: `checkedAt` from the GET answer the panel showed (defaults to now). */
export const markSeenSchema = z.object({
  checkedAt: z.iso.datetime({ offset: true, error: "checkedAt must be a date and time (ISO 8601), as GET /api/notifications returned it." }).optional(),
});

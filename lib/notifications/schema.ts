import { z } from "zod";
import { isoDateTime } from "@/lib/validation/primitives";

/** POST /api/notifications/seen: `checkedAt` from the GET answer the panel showed (defaults to now). */
export const markSeenSchema = z.object({
  checkedAt: isoDateTime("checkedAt").optional(),
});

import { z } from "zod";
import { recordId } from "@/lib/validation/primitives";

/** Public pages other than a list, counted by POST /api/public/views (a list has its own beacon). */
export const PAGES_WITHOUT_ID = ["home", "trending", "search", "curators"] as const;

/** POST /api/public/views: the page a visitor saw. */
export const pageViewBody = z.discriminatedUnion(
  "page",
  [
    z.object({ page: z.enum(PAGES_WITHOUT_ID) }),
    z.object({ page: z.literal("topic"), id: recordId("id", "a topic") }),
    z.object({ page: z.literal("curator"), id: recordId("id", "a curator") }),
  ],
  { error: `page must be one of: ${[...PAGES_WITHOUT_ID, "topic", "curator"].join(", ")}.` },
);

export type PageViewTarget = z.output<typeof pageViewBody>;

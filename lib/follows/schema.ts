import { z } from "zod";

export const FOLLOW_TYPES = ["curator", "topic"] as const;
export type FollowType = (typeof FOLLOW_TYPES)[number];

const BAD_TYPE = 'followType must be "curator" or "topic".';
const followType = z.enum(FOLLOW_TYPES, { error: BAD_TYPE });

/** POST /api/follows: followId is an expert id (curator) or a category id (topic). */
export const addFollowSchema = z.object({
  followType,
  followId: z
    .number({ error: "followId must be the id of a curator or topic (a whole number)." })
    .int({ error: "followId must be the id of a curator or topic (a whole number)." })
    .positive({ error: "followId must be the id of a curator or topic (a whole number)." }),
});

/** /api/follows/{followType}/{id} */
export const followParamsSchema = z.object({
  followType,
  id: z.coerce
    .number({ error: "The id in the address must be a whole number." })
    .int({ error: "The id in the address must be a whole number." })
    .positive({ error: "The id in the address must be a whole number." }),
});

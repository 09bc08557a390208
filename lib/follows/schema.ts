import { z } from "zod";
import { recordId, recordIdParam } from "@/lib/validation/primitives";

export const FOLLOW_TYPES = ["curator", "topic"] as const;
export type FollowType = (typeof FOLLOW_TYPES)[number];

const BAD_TYPE = 'followType must be "curator" or "topic".';
const followType = z.enum(FOLLOW_TYPES, { error: BAD_TYPE });

/** POST /api/follows: followId is an expert id (curator) or a category id (topic). */
export const addFollowSchema = z.object({ followType, followId: recordId("followId", "a curator or topic") });

/** /api/follows/{followType}/{id} */
export const followParamsSchema = z.object({ followType, id: recordIdParam("The id in the address must be a whole number.") });

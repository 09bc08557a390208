import { z } from "zod";
import { recordId, recordIdParam } from "@/lib/validation/primitives";

/** POST /api/favorites */
export const addFavoriteSchema = z.object({ listId: recordId("listId", "a list") });

/** /api/favorites/{id}: the list id. */
export const favoriteParamsSchema = z.object({ id: recordIdParam("The list id in the address must be a whole number.") });

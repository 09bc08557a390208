import { z } from "zod";

const listId = z
  .number({ error: "listId must be the id of a list (a whole number)." })
  .int({ error: "listId must be the id of a list (a whole number)." })
  .positive({ error: "listId must be the id of a list (a whole number)." });

/** POST /api/favorites */
export const addFavoriteSchema = z.object({ listId });

/** /api/favorites/{id}: the list id. */
export const favoriteParamsSchema = z.object({
  id: z.coerce
    .number({ error: "The list id in the address must be a whole number." })
    .int({ error: "The list id in the address must be a whole number." })
    .positive({ error: "The list id in the address must be a whole number." }),
});

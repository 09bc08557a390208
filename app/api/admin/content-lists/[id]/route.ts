import { z } from "zod";
import { findEditableList } from "@/lib/content/admin-lists";
import { draftCopyOfList } from "@/lib/content/duplicate";
import { listIdParamsSchema, updateListSchema } from "@/lib/content/schema";
import { deleteList, updateList } from "@/lib/content/write";
import { notFoundError } from "@/lib/http/errors";
import { privateJson } from "@/lib/http/private-response";
import { noContent, route } from "@/lib/http/route";

const LIST_NOT_FOUND = "List not found.";

const readQuerySchema = z.object({
  as: z.enum(["copy"], { error: "as must be copy." }).optional(),
});

// One list with every editable field; `?as=copy` gives the editor an unsaved copy (" (Copy)", a free slug, no id).
export const GET = route("GET /api/admin/content-lists/[id]", { params: listIdParamsSchema, query: readQuerySchema }, async ({ params, query }) => {
  const list = query.as === "copy" ? await draftCopyOfList(params.id) : await findEditableList(params.id);
  if (!list) throw notFoundError(LIST_NOT_FOUND);
  return privateJson(list);
});

// Changes the fields present; contributors only on lists they created (403).
export const PATCH = route("PATCH /api/admin/content-lists/[id]", { params: listIdParamsSchema, body: updateListSchema }, async ({ params, body, user }) =>
  privateJson(await updateList(user, params.id, body)),
);

export const DELETE = route("DELETE /api/admin/content-lists/[id]", { params: listIdParamsSchema }, async ({ params, user }) => {
  await deleteList(user, params.id);
  return noContent();
});

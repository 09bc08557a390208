import { findAdminLists } from "@/lib/content/admin-lists";
import { listBodySchema, listQuerySchema } from "@/lib/content/schema";
import { createList } from "@/lib/content/write";
import { privateJson, privateJsonPage } from "@/lib/http/private-response";
import { route } from "@/lib/http/route";

// The content manager's table: a page of 10 lists (every status) as an array, the matching total in X-Total-Count.
export const GET = route("GET /api/admin/content-lists", { query: listQuerySchema }, async ({ query }) => privateJsonPage(await findAdminLists(query)));

// A new list, created by the caller; 409 when the slug is taken.
export const POST = route("POST /api/admin/content-lists", { body: listBodySchema }, async ({ body, user }) =>
  privateJson(await createList(user, body), { status: 201 }),
);

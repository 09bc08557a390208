import { createCategory, findAdminCategories } from "@/lib/categories/admin";
import { categoryCreateSchema } from "@/lib/categories/schema";
import { privateJson } from "@/lib/http/private-response";
import { route } from "@/lib/http/route";

// Every category, hidden ones included, with how many lists each holds.
export const GET = route("GET /api/admin/categories", {}, async () => privateJson(await findAdminCategories()));

// Adds a category (slug derived from the name unless given); 409 when the slug is taken.
export const POST = route("POST /api/admin/categories", { body: categoryCreateSchema }, async ({ body, user }) =>
  privateJson(await createCategory(user.id, body), { status: 201 }),
);

import { secondaryCategoryCreateSchema } from "@/lib/categories/schema";
import { createSecondaryCategory, findAdminSecondaryCategories } from "@/lib/categories/secondary-admin";
import { privateJson } from "@/lib/http/private-response";
import { route } from "@/lib/http/route";

// Every secondary category (the home page's chips), in order.
export const GET = route("GET /api/admin/secondary-categories", {}, async () => privateJson(await findAdminSecondaryCategories()));

// Adds a secondary category (slug derived from the name unless given); 409 when the slug is taken.
export const POST = route("POST /api/admin/secondary-categories", { body: secondaryCategoryCreateSchema }, async ({ body, user }) =>
  privateJson(await createSecondaryCategory(user.id, body), { status: 201 }),
);

import { findSecondaryCategories } from "@/lib/categories/queries";
import { publicJson } from "@/lib/http/public-answer";
import { route } from "@/lib/http/route";

// Read from the database on every request, never while building.
export const dynamic = "force-dynamic";

/** The home page's secondary category chips (id, name, slug). */
export const GET = route("GET /api/public/secondary-categories", {}, async () => publicJson(await findSecondaryCategories()));

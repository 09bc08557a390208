import { findVisibleCategories } from "@/lib/categories/queries";
import { publicJson } from "@/lib/http/public-answer";
import { route } from "@/lib/http/route";

// Read from the database on every request, never while building.
export const dynamic = "force-dynamic";

/** Visible categories (id, name, slug), in the editors' order. */
export const GET = route("GET /api/public/categories", {}, async () => publicJson(await findVisibleCategories()));

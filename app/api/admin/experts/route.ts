import { createExpert, findAdminExperts } from "@/lib/experts/admin";
import { expertCreateSchema } from "@/lib/experts/schema";
import { privateJson } from "@/lib/http/private-response";
import { route } from "@/lib/http/route";

// Every expert with how many lists each is credited with.
export const GET = route("GET /api/admin/experts", {}, async () => privateJson(await findAdminExperts()));

// Adds an expert (handle derived from the name unless given); 409 when the handle is taken.
export const POST = route("POST /api/admin/experts", { body: expertCreateSchema }, async ({ body, user }) =>
  privateJson(await createExpert(user.id, body), { status: 201 }),
);

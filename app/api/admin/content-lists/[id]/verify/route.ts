import { route } from "@/lib/http/route";
import { markListVerified } from "@/lib/reverification/mark-verified";
import { verifyListBody, verifyListParams } from "@/lib/reverification/schema";

// "Mark verified": editor and up.
export const POST = route("POST /api/admin/content-lists/[id]/verify", { params: verifyListParams, body: verifyListBody }, async ({ params, body, user }) =>
  markListVerified(user.id, params.id, body.note),
);

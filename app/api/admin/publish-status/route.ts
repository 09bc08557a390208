import { privateJson } from "@/lib/http/private-response";
import { route } from "@/lib/http/route";
import { findPublishStatus } from "@/lib/publishing/pending-changes";

// The header's "Unpublished Changes" indicator: the same answer for every staff member.
export const GET = route("GET /api/admin/publish-status", {}, async () => privateJson(await findPublishStatus()));

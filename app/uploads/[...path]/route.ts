import { z } from "zod";
import { route } from "@/lib/http/route";
import { serveUpload } from "@/lib/media/serve";

const params = z.object({ path: z.array(z.string()) });

// Uploaded media, from local disk or the S3-compatible bucket, at the address the library records.
export const GET = route("GET /uploads/[...path]", { params }, async ({ params }) => serveUpload(params.path));

import { created, route } from "@/lib/http/route";
import { MAX_UPLOAD_BYTES, MULTIPART_OVERHEAD_BYTES, receiveUpload } from "@/lib/media/receive-upload";
import { storeUpload } from "@/lib/media/upload";

// One file per request, in the multipart field "file": at most 10 MB, its type checked from its bytes.
export const POST = route("POST /api/admin/media/upload", { body: { multipart: { maxBytes: MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD_BYTES } } }, async ({ request, user }) => {
  const file = await receiveUpload(request);
  try {
    return created(await storeUpload(file, user.id));
  } finally {
    await file.discard();
  }
});

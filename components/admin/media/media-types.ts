import type { Jsonify } from "@/lib/json-types";
import type { MediaFileRecord } from "@/lib/media/queries";
import type { MediaKind } from "@/lib/media/schema";
import type { MediaVariant } from "@/lib/media/upload";

/** A library entry as GET /api/admin/media and the upload call return it (the variants column holds what the upload wrote). */
export type MediaFile = Omit<Jsonify<MediaFileRecord>, "variants"> & { variants: Jsonify<MediaVariant>[] };

export const KIND_FILTERS: { value: "" | MediaKind; label: string }[] = [
  { value: "", label: "All" },
  { value: "image", label: "Images" },
  { value: "video", label: "Videos" },
  { value: "application", label: "Documents" },
];

/** The smallest copy at least `width` pixels wide, for a thumbnail (the original when there is none). */
export function thumbnailUrl(file: MediaFile, width: number): string {
  const copies = [...file.variants].sort((a, b) => a.width - b.width);
  return copies.find((copy) => copy.width >= width)?.url ?? file.url;
}

import type { MediaKind } from "@/lib/media/schema";

/** A library entry as GET /api/admin/media and the upload call return it. */
export interface MediaFile {
  id: number;
  filename: string;
  originalName: string;
  mimeType: string;
  url: string;
  size: number;
  width: number | null;
  height: number | null;
  variants: { width: number; height: number; url: string }[];
  createdAt: string;
}

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

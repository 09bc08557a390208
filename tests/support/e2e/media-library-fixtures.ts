// What admin-media-paging.spec.ts puts in its database and then looks for (no imports: the spec reads it).
export const MEDIA_PAGING_DATA = {
  /** More than the 500 files the library once read at most. */
  documents: 505,
  /** More than one page of the image picker. */
  images: 45,
  documentName: (index: number) => `field-report-${String(index).padStart(4, "0")}.pdf`,
  imageName: (index: number) => `harbour-view-${String(index).padStart(2, "0")}.svg`,
  imageUrl: "/images/demo/lists/career-1.svg",
} as const;

// Prepares the database of admin-media-paging.spec.ts before its server starts: a library past 500 files
// (the most the old client read at once), written as rows rather than uploaded one by one. Documents
// only point at a name; the images at a picture the site ships, so their thumbnails load.
import { openDatabase } from "@/lib/db/client";
import { MEDIA_PAGING_DATA } from "./media-library-fixtures";

async function main() {
  const database = openDatabase();
  try {
    await database.migrate();
    const start = Date.UTC(2024, 0, 1);
    const at = (index: number) => new Date(start + index * 60_000);
    await database.prisma.mediaFile.createMany({
      data: [
        ...Array.from({ length: MEDIA_PAGING_DATA.documents }, (_, index) => ({
          filename: `paging-document-${index}.pdf`,
          originalName: MEDIA_PAGING_DATA.documentName(index),
          mimeType: "application/pdf",
          size: 2048 + index,
          url: `/uploads/paging-document-${index}.pdf`,
          createdAt: at(index),
        })),
        ...Array.from({ length: MEDIA_PAGING_DATA.images }, (_, index) => ({
          filename: `paging-image-${index}.svg`,
          originalName: MEDIA_PAGING_DATA.imageName(index),
          mimeType: "image/svg+xml",
          size: 40_000 + index,
          url: MEDIA_PAGING_DATA.imageUrl,
          width: 800,
          height: 600,
          createdAt: at(MEDIA_PAGING_DATA.documents + index),
        })),
      ],
    });
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

// Prepares the database of public-empty-site.spec.ts: `tsx empty-site-data.ts quiet-curator` adds
// one expert whose only list is a draft (the server must not be running on the same folder).
import { openDatabase } from "@/lib/db/client";

async function main() {
  const database = openDatabase();
  try {
    await database.migrate();
    if (process.argv[2] === "quiet-curator") {
      const expert = await database.prisma.expert.create({
        data: { name: "Quiet Curator", handle: "quiet-curator", specialty: "Drafts in progress", verified: false, credibilityScore: 60 },
      });
      await database.prisma.contentList.create({
        data: { title: "An Unpublished Draft", slug: "an-unpublished-draft", status: "draft", expertId: expert.id, content: "<p>Not yet.</p>" },
      });
    }
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

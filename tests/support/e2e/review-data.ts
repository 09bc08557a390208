// Prepares the database of admin-dashboard-review.spec.ts before its server starts (the embedded
// database takes one process at a time): two pending submissions, an open report on a published list and
// a saved but unpublished site-settings change. Prints the dashboard's expected numbers as JSON.
import { openDatabase } from "@/lib/db/client";
import { REVIEW_DATA } from "./review-fixtures";

async function main() {
  const database = openDatabase();
  try {
    await database.migrate();
    const db = database.prisma;
    await db.submission.createMany({
      data: [
        {
          title: REVIEW_DATA.approvedTitle,
          sourceUrl: "https://example.org/bread-schedule",
          description: "A two-day plan for a sourdough loaf.",
          author: "Maya Baker",
          authorOrg: "Home Bakers Guild",
          methodology: "Baked every weekend for a year.",
          topicSuggestions: ["Food & Drink"],
        },
        { title: REVIEW_DATA.rejectedTitle, sourceUrl: "https://example.com/shop", description: "Our pans are the best." },
      ],
    });
    const list = await db.contentList.findFirstOrThrow({ where: { status: "published" }, orderBy: { id: "asc" }, select: { id: true, title: true } });
    await db.report.create({ data: { listId: list.id, reason: "broken_links", description: "Two links lead nowhere." } });
    await db.pendingChange.upsert({
      where: { key: "settings" },
      create: { key: "settings", data: { tagline: REVIEW_DATA.pendingTagline } },
      update: { data: { tagline: REVIEW_DATA.pendingTagline } },
    });
    const [totalLists, totalExperts, totalCategories] = await Promise.all([db.contentList.count(), db.expert.count(), db.category.count()]);
    console.log(JSON.stringify({ reportedList: list.title, totalLists, totalExperts, totalCategories }));
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

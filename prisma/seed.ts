// `prisma db seed` and `npm run db:seed`: the demo content, added to the configured database.
import nextEnv from "@next/env";
import { openDatabase, describeTarget } from "@/lib/db/client";
import { seedDemoContent } from "./demo-content";

nextEnv.loadEnvConfig(process.cwd());

const database = openDatabase();
try {
  await database.migrate();
  const summary = await seedDemoContent(database.prisma);
  console.log(
    `Demo content in the ${describeTarget(database.target)}: added ${summary.categories} categories, ` +
      `${summary.secondaryCategories} secondary categories, ${summary.experts} experts and ${summary.lists} lists.`,
  );
} finally {
  await database.close();
}

// npm run db:migrate      apply pending migrations to the configured database
// tsx scripts/db.ts prepare   migrate, then seed if the database is empty (first run of the quick start)
import nextEnv from "@next/env";
import { describeTarget, openDatabase } from "@/lib/db/client";
import { isDatabaseEmpty, seedDemoContent } from "@/prisma/demo-content";

nextEnv.loadEnvConfig(process.cwd());

async function main(command: string | undefined) {
  const database = openDatabase();
  const where = describeTarget(database.target);
  try {
    const applied = await database.migrate();
    console.log(applied.length ? `Applied ${applied.length} migration(s) to the ${where}: ${applied.join(", ")}` : `The ${where} is up to date.`);
    if (command === "migrate") return;

    if (command === "prepare") {
      if (!(await isDatabaseEmpty(database.prisma))) return;
      const summary = await seedDemoContent(database.prisma);
      console.log(
        `Demo content: added ${summary.categories} categories, ${summary.secondaryCategories} secondary categories, ` +
          `${summary.experts} experts and ${summary.lists} lists.`,
      );
      return;
    }
    throw new Error(`Unknown command "${command}". Use migrate or prepare.`);
  } finally {
    await database.close();
  }
}

main(process.argv[2]).catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

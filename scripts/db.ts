// npm run db:migrate      apply pending migrations to the configured database
// npm run db:seed         add the demo content (idempotent)
// tsx scripts/db.ts prepare   migrate, then seed if the database is empty (first run of the quick start)
import nextEnv from "@next/env";
import { describeTarget, openDatabase } from "@/lib/db/client";
import { isDatabaseEmpty, seedDemoContent } from "@/lib/seed/demo-content";

nextEnv.loadEnvConfig(process.cwd());

async function main(command: string | undefined) {
  const database = openDatabase();
  const where = describeTarget(database.target);
  try {
    const applied = await database.migrate();
    console.log(applied.length ? `Applied ${applied.length} migration(s) to the ${where}: ${applied.join(", ")}` : `The ${where} is up to date.`);
    if (command === "migrate") return;

    if (command === "prepare" && !(await isDatabaseEmpty(database.prisma))) return;
    if (command === "seed" || command === "prepare") {
      const summary = await seedDemoContent(database.prisma);
      console.log(
        `Demo content: added ${summary.categories} categories, ${summary.secondaryCategories} secondary categories, ` +
          `${summary.experts} experts and ${summary.lists} lists.`,
      );
      return;
    }
    throw new Error(`Unknown command "${command}". Use migrate, seed or prepare.`);
  } finally {
    await database.close();
  }
}

main(process.argv[2]).catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

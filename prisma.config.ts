import { defineConfig } from "prisma/config";

// `prisma generate|validate|format` never run the schema engine, but the CLI insists on downloading
// its Rust binary first, from a host these machines cannot reach. Any existing file satisfies that check.
// Only for those commands: with it set, `prisma migrate deploy` would report success and apply nothing.
const offlineSafe = ["generate", "validate", "format"];
if (process.argv.slice(2).some((arg) => offlineSafe.includes(arg)) && !process.env.PRISMA_SCHEMA_ENGINE_BINARY) {
  process.env.PRISMA_SCHEMA_ENGINE_BINARY = "package.json";
}

export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations", seed: "tsx prisma/seed.ts" },
  datasource: { url: process.env.DATABASE_URL ?? "" },
});

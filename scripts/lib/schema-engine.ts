// Prisma's schema engine compiled to WebAssembly, driven through a driver adapter: the offline stand-in
// for the engine binary the Prisma CLI would download. Development and test use only (creating
// migrations, checking that our migration runner leaves the history Prisma expects).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { bindMigrationAwareSqlAdapterFactory, type SqlMigrationAwareDriverAdapterFactory } from "@prisma/driver-adapter-utils";
import type { MigrationList, SchemaEngine } from "@prisma/schema-engine-wasm";

type Wasm = typeof import("@prisma/schema-engine-wasm");

let loaded: Promise<Wasm> | undefined;

// wasm-bindgen keeps global state: instantiate once per process.
function loadSchemaEngine(): Promise<Wasm> {
  loaded ??= (async () => {
    // The engine reports Rust panics through this global, as Prisma's CLI sets it up.
    (globalThis as Record<string, unknown>).PRISMA_WASM_PANIC_REGISTRY ??= {
      message: "",
      set_message(this: { message: string }, message: string) {
        this.message = `RuntimeError: ${message}`;
      },
      get(this: { message: string }) {
        return this.message;
      },
    };
    const require = createRequire(import.meta.url);
    const gluePath = require.resolve("@prisma/schema-engine-wasm/schema_engine_bg");
    const glue = (await import("@prisma/schema-engine-wasm/schema_engine_bg")) as unknown as Wasm & {
      __wbg_set_wasm(exports: WebAssembly.Exports): void;
    };
    const bytes = readFileSync(path.join(path.dirname(gluePath), "schema_engine_bg.wasm"));
    const { instance } = await WebAssembly.instantiate(bytes, { "./schema_engine_bg.js": glue });
    glue.__wbg_set_wasm(instance.exports);
    (instance.exports as { __wbindgen_start(): void }).__wbindgen_start();
    return glue;
  })();
  return loaded;
}

export const SCHEMA_PATH = "prisma/schema.prisma";
export const noFilters = { externalTables: [] as string[], externalEnums: [] as string[] };

export async function openSchemaEngine(adapter: SqlMigrationAwareDriverAdapterFactory): Promise<SchemaEngine> {
  const wasm = await loadSchemaEngine();
  return wasm.SchemaEngine.new(
    { datamodels: [[SCHEMA_PATH, readFileSync(SCHEMA_PATH, "utf8")]] },
    () => undefined,
    bindMigrationAwareSqlAdapterFactory(adapter),
  );
}

/** The migrations folder in the shape the engine reads. */
export function migrationsList(dir = path.resolve("prisma/migrations")): MigrationList {
  const lockPath = path.join(dir, "migration_lock.toml");
  const names = existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name).sort()
    : [];
  return {
    baseDir: dir,
    lockfile: { path: "migration_lock.toml", content: existsSync(lockPath) ? readFileSync(lockPath, "utf8") : null },
    shadowDbInitScript: "",
    migrationDirectories: names.map((name) => ({
      path: name,
      migrationFile: {
        path: "migration.sql",
        content: { tag: "ok" as const, value: readFileSync(path.join(dir, name, "migration.sql"), "utf8") },
      },
    })),
  };
}

import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openPGlite, pgliteExecutor } from "@/lib/db/embedded";
import { applyMigrations } from "@/lib/db/migrations";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

// Migrates one in-memory database and saves its data folder as a tarball; every test file's database
// starts as a copy of it (PGLITE_TEMPLATE) instead of running initdb and every migration again.
let folder: string | undefined;

export async function setup(project: TestProject) {
  folder = await mkdtemp(path.join(tmpdir(), "pglite-template-"));
  const pglite = await openPGlite("memory://template");
  try {
    await applyMigrations(pgliteExecutor(pglite));
    const tarball = path.join(folder, "migrated.tar");
    await writeFile(tarball, new Uint8Array(await (await pglite.dumpDataDir("none")).arrayBuffer()));
    project.provide("pgliteTemplate", tarball);
  } finally {
    await pglite.close();
  }
}

export async function teardown() {
  if (folder) await rm(folder, { recursive: true, force: true });
}

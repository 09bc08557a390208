"use server";

import { HttpError } from "@/lib/http/errors";
import { runOperation } from "@/lib/http/operation";
import { seedSample } from "./seed-operation";

export type SeedOutcome = { ok: boolean; message: string } | null;

/**
 * The seed button pressed without JavaScript: the operation POST /api/public/seed-production runs (its
 * guard and seeding), answered with its message.
 */
export async function seedSampleDataAction(): Promise<SeedOutcome> {
  try {
    return { ok: true, message: (await runOperation(seedSample, undefined)).message };
  } catch (error) {
    if (error instanceof HttpError) return { ok: false, message: error.message };
    console.error("Seeding sample data failed", error);
    return { ok: false, message: "Failed to seed production data" };
  }
}

"use server";

import { getCurrentUser } from "@/lib/auth/current-user";
import { HttpError } from "@/lib/http/errors";
import { assertMaySeed, seedSampleData } from "./seed-sample-data";

export type SeedOutcome = { ok: boolean; message: string } | null;

/**
 * The seed button pressed without JavaScript: the same guard and seeding as
 * POST /api/public/seed-production, answered with its message.
 */
export async function seedSampleDataAction(): Promise<SeedOutcome> {
  try {
    const user = await getCurrentUser();
    await assertMaySeed(user);
    return { ok: true, message: (await seedSampleData(user?.id ?? null)).message };
  } catch (error) {
    if (error instanceof HttpError) return { ok: false, message: error.message };
    console.error("Seeding sample data failed", error);
    return { ok: false, message: "Failed to seed production data" };
  }
}

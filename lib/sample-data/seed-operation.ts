import "server-only";
import { operation } from "@/lib/http/operation";
import { assertMaySeed, seedSampleData } from "./seed-sample-data";

/** The sample data, by POST /api/public/seed-production or the seed button without JavaScript. */
export const seedSample = operation({
  endpoint: "POST /api/public/seed-production",
  withUser: true,
  run: async ({ user }) => {
    await assertMaySeed(user);
    return seedSampleData(user?.id ?? null);
  },
});

import { route } from "@/lib/http/route";
import { assertMaySeed, seedSampleData } from "@/lib/sample-data/seed-sample-data";

// Creates the sample data: 201 with a message; 200 with a message when it already exists.
export const POST = route("POST /api/public/seed-production", { withUser: true }, async ({ user }) => {
  await assertMaySeed(user);
  const { created, message } = await seedSampleData(user?.id ?? null);
  return Response.json({ message }, { status: created ? 201 : 200 });
});

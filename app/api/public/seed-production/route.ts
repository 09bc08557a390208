import { operationRoute } from "@/lib/http/operation";
import { seedSample } from "@/lib/sample-data/seed-operation";

// Creates the sample data: 201 with a message; 200 with a message when it already exists.
export const POST = operationRoute(seedSample, ({ created, message }) => Response.json({ message }, { status: created ? 201 : 200 }));

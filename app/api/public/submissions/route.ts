import { operationRoute } from "@/lib/http/operation";
import { created } from "@/lib/http/route";
import { submitList } from "@/lib/submissions/submit-operation";

// A list submitted for review: 201 with its id and status (pending).
export const POST = operationRoute(submitList, created);

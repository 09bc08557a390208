import { privateJson } from "@/lib/http/private-response";

/** One page of a queue as an array, with how many match in X-Total-Count. */
export function queuePage(page: { items: unknown[]; total: number }): Response {
  const response = privateJson(page.items);
  response.headers.set("X-Total-Count", String(page.total));
  return response;
}

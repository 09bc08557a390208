import "server-only";
import { unstable_cache } from "next/cache";
import { ALL } from "./tags";

export interface CachedAnswer {
  /** The finished text of the answer (JSON, XML). */
  body: string;
  total?: number;
}

/**
 * A public read call's finished answer, kept in Next's data cache (on every instance) until a write names
 * one of `tags`; a repeated call runs no query and no serialization. `null` (nothing there) is kept as well,
 * so a missing address costs no query either. `key` names the call and its arguments.
 */
export async function cachedAnswer<A extends CachedAnswer | null>(
  key: string[],
  tags: string[],
  compute: () => Promise<A>,
  options: { revalidateSeconds?: number } = {},
): Promise<A> {
  const all = [...new Set([ALL, ...tags])];
  return unstable_cache(compute, ["answer", ...key], { tags: all, revalidate: options.revalidateSeconds ?? 3600 })();
}

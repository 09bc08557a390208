// What a server keeps in its own memory besides Next's page cache is registered here, so the one
// invalidation call clears all of it. Kept on globalThis: the request guard, the route handlers and
// server.ts are bundled apart but share this process.
type Clear = (tags: readonly string[]) => void;

const registry = ((globalThis as { processCaches?: Map<string, Clear> }).processCaches ??= new Map<string, Clear>());

/** Registers an in-process cache under a name; `clear` receives the tags that changed. */
export function registerProcessCache(name: string, clear: Clear): void {
  registry.set(name, clear);
}

export function clearProcessCaches(tags: readonly string[]): void {
  for (const clear of registry.values()) clear(tags);
}

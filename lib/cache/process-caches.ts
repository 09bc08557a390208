// What a server keeps in its own memory besides Next's page cache is registered here, so the one
// invalidation call clears all of it. Kept on globalThis: the request guard, the route handlers and
// server.ts are bundled apart but share this process, and a module bundled into several of them
// registers once per copy (so every copy is cleared).
type Clear = (tags: readonly string[]) => void;

const registry = ((globalThis as { processCaches?: Map<string, Set<Clear>> }).processCaches ??= new Map<string, Set<Clear>>());

/** Registers an in-process cache under a name; `clear` receives the tags that changed. */
export function registerProcessCache(name: string, clear: Clear): void {
  let clears = registry.get(name);
  if (!clears) registry.set(name, (clears = new Set()));
  clears.add(clear);
}

export function clearProcessCaches(tags: readonly string[]): void {
  for (const clears of registry.values()) for (const clear of clears) clear(tags);
}

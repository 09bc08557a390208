// Next's cache needs its request scope; in tests every cached read runs straight through.

export function unstable_cache<Args extends unknown[], Result>(fn: (...args: Args) => Promise<Result>) {
  return fn;
}

export function revalidatePath() {}

export function unstable_noStore() {}

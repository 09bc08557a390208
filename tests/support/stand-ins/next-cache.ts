// Next's cache needs its request scope; in tests every cached read runs straight through, and the
// revalidations a write asks for are recorded so tests can check them.
export const revalidatedTags: string[] = [];

export function unstable_cache<Args extends unknown[], Result>(fn: (...args: Args) => Promise<Result>) {
  return fn;
}

export function revalidateTag(tag: string) {
  revalidatedTags.push(tag);
}

export function revalidatePath() {}

export function unstable_noStore() {}

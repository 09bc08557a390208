import { memoryStore } from "@/lib/cache/store";

// The cache tags writes have dropped in this test file, in order: the one invalidation call removes what
// they name from the process's store, and tests check that a write names what it changed.
export const droppedTags: string[] = [];

const store = memoryStore();
const invalidate = store.invalidate.bind(store);
store.invalidate = (tags) => {
  droppedTags.push(...tags);
  invalidate(tags);
};

// Loaded into a server a benchmark starts (node --import): reads the process's memory every second and,
// every 10 s, appends one JSON line to HEAP_PROBE_FILE with the lowest JavaScript heap in use over those
// seconds (close to the live set: the samples after a collection), what V8 had committed, and how much of
// that is the young generation (V8 resizes it by how much of it survives, so it can move the committed
// heap without any store growing).
// Resident memory alone cannot tell a store that grows from a heap V8 keeps larger between collections.
import { appendFileSync } from "node:fs";
import v8 from "node:v8";

const file = process.env.HEAP_PROBE_FILE;
if (file) {
  let lowest = Number.POSITIVE_INFINITY;
  let committed = 0;
  let young = 0;
  setInterval(() => {
    const memory = process.memoryUsage();
    lowest = Math.min(lowest, memory.heapUsed);
    committed = memory.heapTotal;
    young = v8
      .getHeapSpaceStatistics()
      .filter((space) => space.space_name === "new_space" || space.space_name === "new_large_object_space")
      .reduce((sum, space) => sum + space.space_size, 0);
  }, 1000).unref();
  setInterval(() => {
    if (Number.isFinite(lowest)) appendFileSync(file, `${JSON.stringify({ at: Date.now(), heapFloor: lowest, heapTotal: committed, young })}\n`);
    lowest = Number.POSITIVE_INFINITY;
  }, 10_000).unref();
}

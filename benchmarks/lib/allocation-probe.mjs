// Loaded into a server a benchmark starts (node --import): the first SIGUSR2 starts V8's sampling heap
// profiler, counting objects the collector has already freed too (what a request allocates, not only what
// it keeps); the second stops it and writes the profile to ALLOCATION_PROFILE_FILE. A file beside it,
// `<file>.started`, says sampling has begun; `<file>.error` holds a failure.
import { writeFileSync } from "node:fs";
import inspector from "node:inspector";

const file = process.env.ALLOCATION_PROFILE_FILE;
if (file) {
  const session = new inspector.Session();
  session.connect();
  const post = (method, params) => new Promise((resolve, reject) => session.post(method, params, (error, result) => (error ? reject(error) : resolve(result))));
  let sampling = false;
  process.on("SIGUSR2", () => {
    const step = sampling
      ? post("HeapProfiler.stopSampling").then(({ profile }) => writeFileSync(file, JSON.stringify(profile)))
      : post("HeapProfiler.enable")
          .then(() => post("HeapProfiler.startSampling", { samplingInterval: 4096, includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: true }))
          .then(() => writeFileSync(`${file}.started`, ""));
    sampling = !sampling;
    step.catch((error) => writeFileSync(`${file}.error`, String(error?.stack ?? error)));
  });
}

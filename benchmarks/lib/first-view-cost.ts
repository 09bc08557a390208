// What one first view costs the server: its CPU time per page (from /proc, user and system), measured one
// request at a time so no queueing is counted, and the size of the HTML it sends (uncompressed). The pages
// are asked for uncompressed unless `acceptEncoding` says otherwise ("gzip", "br, gzip" as a browser asks):
// compression is part of what a real visitor's first view costs.
import { readFileSync } from "node:fs";

const CLOCK_TICKS_PER_SECOND = 100;

/** CPU time the process has used so far, in milliseconds. */
export function processCpuMs(pid: number): number {
  return statCpuMs(`/proc/${pid}/stat`);
}

/** CPU time (user and system) in a /proc stat file: a process's, or one thread's (/proc/<pid>/task/<tid>/stat). */
export function statCpuMs(statFile: string): number {
  const fields = readFileSync(statFile, "utf8").split(") ")[1].split(" ");
  // utime and stime are fields 14 and 15 of the whole line, 12 and 13 after the command name.
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
}

export interface FirstViewCost {
  pages: number;
  cpuMsPerPage: number;
  htmlKb: number;
}

/** Asks for each of `paths` once, in turn, and reports the server's CPU per page and the average HTML size. */
export async function measureFirstViews(baseUrl: string, pid: number, paths: string[], acceptEncoding = "identity"): Promise<FirstViewCost> {
  let bytes = 0;
  const before = processCpuMs(pid);
  for (const path of paths) {
    const response = await fetch(`${baseUrl}${path}`, { headers: { "accept-encoding": acceptEncoding } });
    bytes += (await response.arrayBuffer()).byteLength;
  }
  // Work the answers set off (cache writes) finishes within a moment.
  await new Promise((resolve) => setTimeout(resolve, 300));
  const cpu = processCpuMs(pid) - before;
  return { pages: paths.length, cpuMsPerPage: cpu / paths.length, htmlKb: bytes / paths.length / 1024 };
}

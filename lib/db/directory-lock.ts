// PGlite has no cross-process lock, and two processes writing one data folder corrupt it. The app takes
// this lock when it opens the embedded database, so a second server or a script started beside it stops
// with a clear message instead.
import { readFileSync, rmSync, writeFileSync } from "node:fs";

function processStartTime(pid: number): string | null {
  try {
    // Field 22 of /proc/<pid>/stat is the start time: together with the pid it names one process,
    // even after the pid is reused.
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19] ?? null;
  } catch {
    return null;
  }
}

function isHolderAlive(pid: number, startTime: string): boolean {
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  const current = processStartTime(pid);
  return current === null || current === startTime;
}

const held = new Set<string>();

export function acquireDirectoryLock(dataDir: string) {
  const lockFile = `${dataDir}.lock`;
  if (held.has(lockFile)) return;
  try {
    const [pid, startTime] = readFileSync(lockFile, "utf8").trim().split(" ");
    if (isHolderAlive(Number(pid), startTime ?? "")) {
      throw new Error(
        `The embedded database at ${dataDir} is in use by another process (pid ${pid}). ` +
          "Stop that process first: only one process may open an embedded database at a time.",
      );
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  writeFileSync(lockFile, `${process.pid} ${processStartTime(process.pid) ?? ""}\n`);
  held.add(lockFile);
  process.once("exit", () => rmSync(lockFile, { force: true }));
}

/** Gives the folder up when this process closes its database, so another process may open it at once. */
export function releaseDirectoryLock(dataDir: string) {
  const lockFile = `${dataDir}.lock`;
  if (!held.delete(lockFile)) return;
  rmSync(lockFile, { force: true });
}

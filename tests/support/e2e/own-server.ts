import type { ChildProcess } from "node:child_process";

const exitOf = (server: ChildProcess) =>
  server.exitCode !== null || server.signalCode !== null ? Promise.resolve() : new Promise<void>((resolve) => server.once("exit", () => resolve()));

const within = (promise: Promise<void>, ms: number) =>
  Promise.race([promise.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms))]);

/**
 * Stops a spec's own server (started detached, so its process group holds tsx and node): a graceful stop
 * first, then SIGKILL if it is still running, and returns only once it has exited, so its files can go.
 */
export async function stopOwnServer(server: ChildProcess | null) {
  if (!server?.pid) return;
  const exited = exitOf(server);
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-server.pid!, name);
    } catch {
      // the group is already gone
    }
  };
  signal("SIGTERM");
  if (await within(exited, 15_000)) return;
  signal("SIGKILL");
  await within(exited, 10_000);
}

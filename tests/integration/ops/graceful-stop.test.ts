// Told to stop, the production server answers the request still in flight, then exits without waiting
// for that client's keep-alive connection to go idle for its minute.
import { mkdtempSync, rmSync } from "node:fs";
import { Agent, request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasProductionBuild, startAppServer, type AppServer } from "@/tests/support/integration/app-server";

const run = hasProductionBuild() && !process.env.DATABASE_URL;

describe.runIf(run)("the production server told to stop", () => {
  let server: AppServer;
  let folder: string;

  beforeAll(async () => {
    folder = mkdtempSync(path.join(tmpdir(), "graceful-stop-"));
    server = await startAppServer(null, { embeddedDir: path.join(folder, "pglite"), env: { SHUTDOWN_TIMEOUT_MS: "10000" } });
  }, 240_000);

  afterAll(() => {
    server?.kill();
    rmSync(folder, { recursive: true, force: true });
  });

  it("answers the request in flight, then exits at once", async () => {
    const agent = new Agent({ keepAlive: true });
    const url = new URL("/api/public/reports", server.url);
    // A request whose body is still arriving when the stop comes.
    const answered = new Promise<number>((resolve, reject) => {
      const request = httpRequest(url, { agent, method: "POST", headers: { "content-type": "application/json", origin: server.url } }, (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
      });
      request.on("error", reject);
      request.write('{"listId":');
      setTimeout(() => request.end('1,"reason":"other"}'), 500);
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const stopping = Date.now();
    const stopped = server.stop();
    const status = await answered;
    expect(status).toBeGreaterThanOrEqual(200);
    expect(status).toBeLessThan(500);
    await stopped;
    agent.destroy();
    // Well inside SHUTDOWN_TIMEOUT_MS, which would otherwise cut the idle connection off.
    expect(Date.now() - stopping).toBeLessThan(5_000);
  }, 30_000);
});

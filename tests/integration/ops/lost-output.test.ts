// A server whose output nobody reads any more (the supervisor or script that started it has gone) keeps
// serving and still stops on SIGTERM: its failed log writes once made it spin a core and ignore signals.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasProductionBuild, startAppServer, type AppServer } from "@/tests/support/integration/app-server";

const onPostgres = process.env.DATABASE_URL?.startsWith("postgres") ?? false;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!onPostgres || !hasProductionBuild())("a server that has lost its output", () => {
  let server: AppServer;

  beforeAll(async () => {
    server = await startAppServer(process.env.DATABASE_URL!);
  }, 240_000);

  afterAll(() => server?.kill());

  it("goes on answering while what it logs cannot be written, and stops on SIGTERM", async () => {
    server.closeOutput();
    // Each refused admin call writes a log line.
    for (let call = 0; call < 5; call++) expect((await fetch(`${server.url}/api/admin/users`, { signal: AbortSignal.timeout(5_000) })).status).toBe(401);
    await sleep(500);
    const health = await fetch(`${server.url}/api/health`, { signal: AbortSignal.timeout(5_000) });
    expect(health.status).toBe(200);
    const outcome = await Promise.race([server.stop().then(() => "stopped"), sleep(15_000).then(() => "still running")]);
    expect(outcome).toBe("stopped");
  }, 60_000);
});

// The listener every server keeps on PostgreSQL: it applies the tags other instances' writes announce,
// and expires everything when it (re)connects, since messages sent while it was away are lost.
import { createConnection, createServer, type Socket } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { commitChange } from "@/lib/cache/commit-change";
import { startInvalidationListener, tagsOf, type InvalidationListener } from "@/lib/cache/invalidation-listener";
import { cacheArea } from "@/lib/cache/cache-area";
import { INVALIDATION_CHANNEL } from "@/lib/cache/channel";
import { ALL, cacheTags } from "@/lib/cache/tags";
import { db } from "@/lib/db";

const onPostgres = process.env.DATABASE_URL?.startsWith("postgres") ?? false;

async function waitFor(check: () => boolean, what: string) {
  const deadline = Date.now() + 10_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe("reading a notification's tags", () => {
  it("takes a JSON array of tags, and expires everything for anything else", () => {
    expect(tagsOf('["list:1","lists"]')).toEqual(["list:1", "lists"]);
    expect(tagsOf("not json")).toEqual([ALL]);
    expect(tagsOf('{"tags":1}')).toEqual([ALL]);
    expect(tagsOf(undefined)).toEqual([ALL]);
  });
});

describe.skipIf(!onPostgres)("the invalidation listener", () => {
  let listener: InvalidationListener | null = null;
  afterEach(async () => {
    await listener?.stop();
    listener = null;
  });

  it("expires the catch-all tag on start, then the tags a committed write names", async () => {
    const expired: string[][] = [];
    listener = startInvalidationListener({ url: process.env.DATABASE_URL!, forget: (tags) => expired.push(tags) });
    await listener.ready;
    expect(expired).toEqual([[ALL]]);

    await commitChange(null, async () => ({ result: null, tags: [cacheTags.list(7), cacheTags.lists] }));
    await waitFor(() => expired.length === 2, "the write's notification");
    expect(expired[1]).toEqual(["list:7", "lists"]);
  });

  it("by default removes from this process's caches exactly what another instance's write names", async () => {
    const area = cacheArea<string>("listener-test", { sizeOf: (value) => value.length });
    listener = startInvalidationListener({ url: process.env.DATABASE_URL! });
    await listener.ready;
    area.set("touched", "list 7's page", [cacheTags.list(7)]);
    area.set("untouched", "list 8's page", [cacheTags.list(8)]);
    // What another instance's write sends: this process's own commitChange would drop them itself.
    await db.$executeRaw`SELECT pg_notify(${INVALIDATION_CHANNEL}, ${JSON.stringify([cacheTags.list(7)])})`;
    await waitFor(() => area.get("touched") === undefined, "the notification");
    expect(area.get("untouched")).toBe("list 8's page");
  });

  it("hears nothing of a write that rolls back", async () => {
    const expired: string[][] = [];
    listener = startInvalidationListener({ url: process.env.DATABASE_URL!, forget: (tags) => expired.push(tags) });
    await listener.ready;
    await expect(
      commitChange(null, async () => {
        throw new Error("the write fails");
      }),
    ).rejects.toThrow("the write fails");
    await commitChange(null, async () => ({ result: null, tags: [cacheTags.settings] }));
    await waitFor(() => expired.length === 2, "the second write's notification");
    expect(expired).toEqual([[ALL], ["settings"]]);
  });

  it("reconnects after losing its connection and expires everything again", async () => {
    const expired: string[][] = [];
    listener = startInvalidationListener({ url: process.env.DATABASE_URL!, forget: (tags) => expired.push(tags), log: () => {}, maxRetryMs: 200 });
    await listener.ready;
    // Ends every other session listening on this database: what a server restart or a network cut does.
    await db.$queryRaw`SELECT pg_terminate_backend(pid)::text FROM pg_stat_activity WHERE datname = current_database() AND query ILIKE 'LISTEN%'`;
    await waitFor(() => expired.length === 2, "the reconnection");
    expect(expired[1]).toEqual([ALL]);
    await commitChange(null, async () => ({ result: null, tags: [cacheTags.theme] }));
    await waitFor(() => expired.length === 3, "a notification after reconnecting");
    expect(expired[2]).toEqual(["theme"]);
  });

  it("reconnects when its connection goes silent without closing, as behind a firewall that forgot it", async () => {
    const database = new URL(process.env.DATABASE_URL!);
    // A relay to the database that can stop passing bytes on the connections it holds, without closing them.
    const relayed: Socket[] = [];
    const relay = createServer((socket) => {
      const upstream = createConnection(Number(database.port || 5432), database.hostname);
      relayed.push(socket, upstream);
      socket.pipe(upstream).pipe(socket);
      for (const end of [socket, upstream]) end.on("error", () => {});
    });
    await new Promise<void>((resolve) => relay.listen(0, "127.0.0.1", resolve));
    const viaRelay = new URL(database);
    viaRelay.host = `127.0.0.1:${(relay.address() as { port: number }).port}`;
    try {
      const expired: string[][] = [];
      listener = startInvalidationListener({ url: viaRelay.toString(), forget: (tags) => expired.push(tags), log: () => {}, maxRetryMs: 200, heartbeatMs: 300 });
      await listener.ready;
      for (const socket of relayed.splice(0)) {
        socket.unpipe();
        socket.pause();
      }
      await waitFor(() => expired.length === 2, "the reconnection after silence");
      expect(expired[1]).toEqual([ALL]);
      await commitChange(null, async () => ({ result: null, tags: [cacheTags.theme] }));
      await waitFor(() => expired.length === 3, "a notification over the new connection");
      expect(expired[2]).toEqual(["theme"]);
    } finally {
      await listener?.stop();
      listener = null;
      for (const socket of relayed) socket.destroy();
      relay.close();
    }
  });
});

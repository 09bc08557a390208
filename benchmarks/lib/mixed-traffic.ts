// The load test's traffic: one autocannon run whose every request is chosen as it is sent, 80 public reads,
// 15 favorite/follow writes and 5 admin writes in every hundred, each write's answer recorded in the ledger.
import autocannon from "autocannon";
import type { Addresses } from "./addresses";
import type { WriteLedger } from "./write-ledger";

interface Reader {
  id: string;
  cookie: string;
}

interface Options {
  baseUrl: string;
  connections: number;
  seconds: number;
  addresses: Addresses;
  readers: Reader[];
  admin: { cookie: string };
  throwawayIds: string[];
  ledger: WriteLedger;
}

type Sent =
  | { kind: "read" }
  | { kind: "favorite"; key: string; added: boolean }
  | { kind: "follow"; key: string }
  | { kind: "role"; userId: string; role: string };

const ROLES = ["viewer", "contributor", "editor"] as const;

export async function runMixedTraffic(options: Options) {
  const { addresses, readers, ledger } = options;
  const origin = options.baseUrl;
  const reads = [
    "/",
    ...addresses.lists.slice(0, 300),
    ...addresses.topics.slice(0, 200),
    ...addresses.curators.slice(0, 200),
    ...addresses.lists.slice(0, 100).map((_, index) => `/api/public/search?q=${["checklist", "garden", "budget", "travel"][index % 4]}&limit=20&offset=${index}`),
  ];
  let counter = 0;
  // Favorites a reader may still remove: acknowledged adds not yet removed, nor being removed.
  const removable: { reader: Reader; listId: number; key: string }[] = [];
  const nextFavorite = new Map<string, number>();
  const nextFollow = new Map<string, number>();
  // A throwaway user gets one role change at a time, so the last acknowledged change is the final state.
  const roleBusy = new Set<string>();
  let roleWrites = 0;
  const byKind: Record<string, Record<string, number>> = {};
  let serverErrors = 0;

  const writeHeaders = (cookie: string) => ({ cookie, origin, "content-type": "application/json", "sec-fetch-site": "same-origin" });

  const choose = (context: Record<string, unknown>) => {
    // 37 is coprime to 100, so every hundred requests hold each kind in its share, spread out.
    const slot = (counter++ * 37) % 100;
    const reader = readers[counter % readers.length];
    if (slot < 80) {
      context.sent = { kind: "read" } satisfies Sent;
      return { method: "GET", path: reads[counter % reads.length], headers: { "accept-encoding": "gzip" } };
    }
    if (slot < 95) {
      if (slot % 3 === 0 && removable.length) {
        const { reader: owner, listId, key } = removable.shift()!;
        // Until the removal is answered the favorite may or may not exist; only the answer decides.
        ledger.favoritesAdded.delete(key);
        context.sent = { kind: "favorite", key, added: false } satisfies Sent;
        return { method: "DELETE", path: `/api/favorites/${listId}`, headers: writeHeaders(owner.cookie) };
      }
      if (slot % 3 === 1) {
        const index = nextFollow.get(reader.id) ?? 0;
        nextFollow.set(reader.id, index + 1);
        const expertId = addresses.expertIds[index % addresses.expertIds.length];
        context.sent = { kind: "follow", key: `${reader.id}|curator|${expertId}` } satisfies Sent;
        return { method: "POST", path: "/api/follows", headers: writeHeaders(reader.cookie), body: JSON.stringify({ followType: "curator", followId: expertId }) };
      }
      const index = nextFavorite.get(reader.id) ?? 0;
      nextFavorite.set(reader.id, index + 1);
      const listId = addresses.listIds[(index * 7 + readers.indexOf(reader)) % addresses.listIds.length];
      context.sent = { kind: "favorite", key: `${reader.id}|${listId}`, added: true } satisfies Sent;
      context.favorite = { reader, listId };
      return { method: "POST", path: "/api/favorites", headers: writeHeaders(reader.cookie), body: JSON.stringify({ listId }) };
    }
    const userId = options.throwawayIds.find((id) => !roleBusy.has(id));
    if (!userId) {
      context.sent = { kind: "read" } satisfies Sent;
      return { method: "GET", path: "/", headers: { "accept-encoding": "gzip" } };
    }
    roleBusy.add(userId);
    const current = ledger.roles.get(userId) ?? "viewer";
    const role = ROLES[(ROLES.indexOf(current as (typeof ROLES)[number]) + 1) % ROLES.length];
    context.sent = { kind: "role", userId, role } satisfies Sent;
    ledger.sendRole(userId, role);
    return { method: "PATCH", path: `/api/admin/users/${userId}/role`, headers: writeHeaders(options.admin.cookie), body: JSON.stringify({ role }) };
  };

  const onResponse = (status: number, _body: string, context: Record<string, unknown>) => {
    const sent = context.sent as Sent;
    const statuses = (byKind[sent.kind] ??= {});
    const label = status ? String(status) : "no status";
    statuses[label] = (statuses[label] ?? 0) + 1;
    if (status >= 500) serverErrors++;
    const ok = status >= 200 && status < 300;
    if (sent.kind === "favorite") {
      if (ok) ledger.ackFavorite(sent.key, sent.added);
      const favorite = context.favorite as { reader: Reader; listId: number } | undefined;
      if (ok && sent.added && favorite) removable.push({ ...favorite, key: sent.key });
    } else if (sent.kind === "follow") {
      if (ok) ledger.ackFollow(sent.key);
    } else if (sent.kind === "role") {
      roleBusy.delete(sent.userId);
      ledger.answerRole(sent.userId, sent.role, ok);
      if (ok) roleWrites++;
    }
    context.favorite = undefined;
  };

  const result = await autocannon({
    url: options.baseUrl,
    connections: options.connections,
    duration: options.seconds,
    timeout: 30,
    requests: [{ setupRequest: (_request, context) => choose(context), onResponse }],
  });
  return {
    requests: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    serverErrors,
    byKind,
    roleWrites,
  };
}

import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { clientAddress, isFromThisMachine, trustedProxyHops } from "@/lib/http/client-address";
import { SOCKET_ADDRESS_HEADER, announceFrontServer } from "@/lib/http/front-server";

const FRONT_SERVER = Symbol.for("the-lists.front-server");
const forget = () => delete (globalThis as Record<symbol, unknown>)[FRONT_SERVER];

const request = (headers: Record<string, string>) => new Headers({ [SOCKET_ADDRESS_HEADER]: "10.0.0.2", ...headers });

describe("the client address", () => {
  beforeEach(() => announceFrontServer("production"));
  afterEach(forget);

  it("is the connection's address when no proxy is trusted, whatever X-Forwarded-For says", () => {
    expect(clientAddress(request({ "x-forwarded-for": "203.0.113.7" }), {})).toBe("10.0.0.2");
    expect(clientAddress(request({ "x-forwarded-for": "203.0.113.7" }), { TRUST_PROXY: "false" })).toBe("10.0.0.2");
  });

  it("behind one trusted proxy is the rightmost entry, the one that proxy appended, not what the client wrote", () => {
    const env = { TRUST_PROXY: "true" };
    expect(clientAddress(request({ "x-forwarded-for": "198.51.100.9" }), env)).toBe("198.51.100.9");
    expect(clientAddress(request({ "x-forwarded-for": "1.2.3.4, 5.6.7.8, 198.51.100.9" }), env)).toBe("198.51.100.9");
    expect(clientAddress(request({ "x-forwarded-for": "1.2.3.4, 198.51.100.9" }), { TRUST_PROXY: "1" })).toBe("198.51.100.9");
  });

  it("behind two trusted proxies is the second entry from the right", () => {
    const env = { TRUST_PROXY: "2" };
    expect(clientAddress(request({ "x-forwarded-for": "6.6.6.6, 198.51.100.9, 10.1.1.1" }), env)).toBe("198.51.100.9");
    // Fewer entries than proxies: something in front is not one of them, so the connection counts.
    expect(clientAddress(request({ "x-forwarded-for": "198.51.100.9" }), env)).toBe("10.0.0.2");
  });

  it("falls back to the connection for a value that is not an IP address, and stays cheap for a huge header", () => {
    const env = { TRUST_PROXY: "1" };
    for (const value of ["unknown", "<script>", "999.1.1.1", "", " , ", "1.2.3.4; drop table", "a".repeat(3000)]) {
      expect(clientAddress(request({ "x-forwarded-for": value }), env), value.slice(0, 20)).toBe("10.0.0.2");
    }
    const huge = `${"9.9.9.9, ".repeat(400)}198.51.100.9`;
    expect(huge.length).toBeGreaterThan(3000);
    expect(clientAddress(request({ "x-forwarded-for": huge }), env)).toBe("198.51.100.9");
  });

  it("reads bracketed IPv6, an IPv4 port and IPv4-mapped IPv6 as the address they hold", () => {
    const env = { TRUST_PROXY: "1" };
    expect(clientAddress(request({ "x-forwarded-for": "198.51.100.9:4711" }), env)).toBe("198.51.100.9");
    expect(clientAddress(request({ "x-forwarded-for": "::ffff:198.51.100.9" }), env)).toBe("198.51.100.9");
    expect(clientAddress(request({ "x-forwarded-for": "[2001:db8::1]:443" }), env)).toBe("2001:db8:0:0::/64");
  });

  it("counts an IPv6 client by its /64 network, so it cannot walk through its own addresses", () => {
    const env = { TRUST_PROXY: "1" };
    const one = clientAddress(request({ "x-forwarded-for": "2001:db8:aa:bb::1" }), env);
    const other = clientAddress(request({ "x-forwarded-for": "2001:db8:aa:bb:ffff:1:2:3" }), env);
    expect(one).toBe(other);
    expect(clientAddress(request({ "x-forwarded-for": "2001:db8:aa:cc::1" }), env)).not.toBe(one);
  });

  it("reads TRUST_PROXY as a number of proxies, true being one", () => {
    expect([undefined, "false", "0", "yes", "true", "1", "3"].map((value) => trustedProxyHops({ TRUST_PROXY: value }))).toEqual([0, 0, 0, 0, 1, 1, 3]);
  });
});

describe("the connection's address header", () => {
  afterEach(forget);

  it("is believed only when server.ts, which removes any a client sent, runs in front", () => {
    forget();
    expect(clientAddress(request({}), {})).toBe("unknown");
    announceFrontServer("production");
    expect(clientAddress(request({}), {})).toBe("10.0.0.2");
  });
});

describe("a request from this machine", () => {
  beforeEach(() => announceFrontServer("development"));
  afterEach(forget);
  const local = { [SOCKET_ADDRESS_HEADER]: "127.0.0.1", host: "localhost:3000" };

  it("comes over loopback to a loopback host, forwarded for nobody else", () => {
    expect(isFromThisMachine(new Headers(local))).toBe(true);
    expect(isFromThisMachine(new Headers({ ...local, [SOCKET_ADDRESS_HEADER]: "::1", host: "[::1]:3000" }))).toBe(true);
    expect(isFromThisMachine(new Headers({ ...local, "x-forwarded-for": "127.0.0.1" }))).toBe(true);
    expect(isFromThisMachine(new Headers({ ...local, [SOCKET_ADDRESS_HEADER]: "192.168.1.5" }))).toBe(false);
    expect(isFromThisMachine(new Headers({ ...local, "x-forwarded-for": "203.0.113.1" }))).toBe(false);
    expect(isFromThisMachine(new Headers({ ...local, "x-real-ip": "203.0.113.1" }))).toBe(false);
    expect(isFromThisMachine(new Headers({ ...local, host: "lists.example" }))).toBe(false);
  });
});

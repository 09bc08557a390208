import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { hasDecodablePath, refuseOversizedForm } from "@/lib/http/request-target";

describe("paths the server hands to the router", () => {
  it("accepts ordinary and correctly encoded paths, whatever the query holds", () => {
    for (const url of ["/", "/lists/packing-list", "/search?q=%E0%A4", "/topics/caf%C3%A9", "/api/public/content-lists/a%20b#x%"]) {
      expect(hasDecodablePath(url), url).toBe(true);
    }
  });

  it("refuses broken percent-escapes and encoded NUL bytes in the path", () => {
    for (const url of ["/api/public/content-lists/%E0%A4%A", "/lists/%", "/lists/%zz", "/curators/%C0", "/lists/a%00b"]) {
      expect(hasDecodablePath(url), url).toBe(false);
    }
  });
});

describe("a form too large for a page", () => {
  it("is read to its end and then refused with 413 and a page saying so, so the browser gets the page", async () => {
    const readWhenAnswered: boolean[] = [];
    const server = createServer((request, response) => {
      response.on("finish", () => readWhenAnswered.push(request.complete));
      refuseOversizedForm(request, response);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const body = `content=${"a".repeat(3 * 1024 * 1024)}`;
      for (let attempt = 0; attempt < 5; attempt++) {
        const response = await fetch(`${base}/submit`, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body });
        expect(response.status).toBe(413);
        expect(response.headers.get("cache-control")).toBe("no-store");
        expect(await response.text()).toContain("This form is too large");
      }
      expect(readWhenAnswered).toEqual([true, true, true, true, true]);
    } finally {
      server.close();
    }
  });
});

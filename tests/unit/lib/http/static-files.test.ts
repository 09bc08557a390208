import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, request as httpRequest, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { precompressStaticFiles, withStaticFiles } from "@/lib/http/static-files";

const script = `export const items = ${JSON.stringify(Array.from({ length: 300 }, (_, index) => `Item number ${index}`))};\n`;
let root: string;
let directory: string;
let server: Server | undefined;

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), "lists-build-"));
  directory = path.join(root, "static");
  mkdirSync(path.join(directory, "chunks"), { recursive: true });
  writeFileSync(path.join(root, "secret.txt"), "outside the static folder");
  writeFileSync(path.join(directory, "chunks", "app.js"), script);
  writeFileSync(path.join(directory, "chunks", "tiny.js"), "x()");
  writeFileSync(path.join(directory, "font.woff2"), Buffer.alloc(4096, 7));
});

afterEach(() => {
  server?.close();
  server = undefined;
  rmSync(root, { recursive: true, force: true });
});

async function serve(): Promise<number> {
  const handler = withStaticFiles(directory, (_request, response) => {
    response.writeHead(200, { "Content-Type": "text/plain" });
    response.end("from the app");
  });
  server = createServer(handler!);
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  return (server.address() as AddressInfo).port;
}

function get(port: number, urlPath: string, headers: Record<string, string> = {}, method = "GET"): Promise<{ status: number; headers: IncomingMessage["headers"]; body: Buffer }> {
  return new Promise((resolve, reject) => {
    httpRequest({ port, host: "127.0.0.1", path: urlPath, headers, method }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }));
    })
      .on("error", reject)
      .end();
  });
}

describe("precompressStaticFiles", () => {
  it("writes brotli and gzip copies of scripts, not of small files or fonts, and counts them", async () => {
    const totals = await precompressStaticFiles(directory);
    expect(totals.files).toBe(1);
    expect(totals.bytes).toBe(Buffer.byteLength(script));
    expect(brotliDecompressSync(readFileSync(path.join(directory, "chunks", "app.js.br"))).toString()).toBe(script);
    expect(gunzipSync(readFileSync(path.join(directory, "chunks", "app.js.gz"))).toString()).toBe(script);
    expect(totals.brotliBytes).toBeLessThan(totals.gzipBytes);
    expect(() => readFileSync(path.join(directory, "chunks", "tiny.js.br"))).toThrow();
    expect(() => readFileSync(path.join(directory, "font.woff2.br"))).toThrow();
  });
});

describe("withStaticFiles", () => {
  it("is null for a folder without compressed copies, so Next.js serves it", () => {
    expect(withStaticFiles(directory, () => undefined)).toBeNull();
  });

  it("sends the brotli copy to a browser that takes it, gzip to one that takes only gzip, the file itself otherwise", async () => {
    await precompressStaticFiles(directory);
    const port = await serve();
    const brotli = await get(port, "/_next/static/chunks/app.js", { "accept-encoding": "gzip, deflate, br, zstd" });
    expect(brotli.status).toBe(200);
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotli.headers["content-type"]).toMatch(/javascript/);
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.headers["cache-control"]).toBe("public,max-age=31536000,immutable");
    expect(brotli.headers["x-content-type-options"]).toBe("nosniff");
    expect(brotliDecompressSync(brotli.body).toString()).toBe(script);

    const gzipped = await get(port, "/_next/static/chunks/app.js", { "accept-encoding": "gzip" });
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzipped.body).toString()).toBe(script);

    const plain = await get(port, "/_next/static/chunks/app.js");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
  });

  it("answers a repeat with 304 by its ETag", async () => {
    await precompressStaticFiles(directory);
    const port = await serve();
    const first = await get(port, "/_next/static/chunks/app.js", { "accept-encoding": "br" });
    const again = await get(port, "/_next/static/chunks/app.js", { "accept-encoding": "br", "if-none-match": first.headers.etag! });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it("hands other addresses, files it does not have, other methods and paths outside the folder to the app", async () => {
    await precompressStaticFiles(directory);
    const port = await serve();
    for (const urlPath of ["/lists/packing", "/_next/static/chunks/missing.js", "/_next/static/../secret.txt", "/_next/static/%2e%2e/secret.txt", "/_next/static/.precompressed"]) {
      const answer = await get(port, urlPath);
      expect(answer.body.toString(), urlPath).toBe("from the app");
    }
    expect((await get(port, "/_next/static/chunks/app.js", {}, "POST")).body.toString()).toBe("from the app");
  });
});

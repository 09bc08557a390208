import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PRECOMPRESSED_ACCEPTED, PRECOMPRESSED_BODY, preferredEncoding } from "@/lib/http/precompressed";
import { withResponseCompression } from "@/lib/http/response-compression";

const json = JSON.stringify(Array.from({ length: 100 }, (_, id) => ({ id, title: `A list about packing ${id}` })));
let server: Server | undefined;

afterEach(() => {
  server?.close();
  server = undefined;
  vi.unstubAllEnvs();
});

async function serve(handler: (request: IncomingMessage, response: ServerResponse) => void): Promise<number> {
  server = createServer(withResponseCompression(handler));
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  return (server.address() as AddressInfo).port;
}

function get(port: number, headers: Record<string, string>): Promise<{ headers: IncomingMessage["headers"]; body: Buffer }> {
  return new Promise((resolve, reject) => {
    httpRequest({ port, host: "127.0.0.1", path: "/", headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
    })
      .on("error", reject)
      .end();
  });
}

const sendJson = (_request: IncomingMessage, response: ServerResponse) => {
  response.setHeader("Content-Type", "application/json");
  response.end(json);
};

describe("preferredEncoding", () => {
  it("prefers brotli, then gzip, and honours q=0", () => {
    expect(preferredEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(preferredEncoding("gzip, deflate")).toBe("gzip");
    expect(preferredEncoding("br;q=0, gzip;q=0.8")).toBe("gzip");
    expect(preferredEncoding("*")).toBe("gzip");
    expect(preferredEncoding("identity")).toBeNull();
    expect(preferredEncoding(undefined)).toBeNull();
  });
});

describe("withResponseCompression", () => {
  it("compresses JSON with brotli for clients that offer it, else gzip, else not at all", async () => {
    const port = await serve(sendJson);
    const brotli = await get(port, { "Accept-Encoding": "gzip, br" });
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(brotli.body).toString()).toBe(json);
    const gzip = await get(port, { "Accept-Encoding": "gzip, deflate" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.body).toString()).toBe(json);
    const plain = await get(port, {});
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(json);
  });

  it("tells the handler which encoding it may use, ignoring the header when a client sends it", async () => {
    const seen: Array<string | undefined> = [];
    const port = await serve((request, response) => {
      seen.push(request.headers[PRECOMPRESSED_ACCEPTED] as string | undefined);
      sendJson(request, response);
    });
    await get(port, { "Accept-Encoding": "gzip", [PRECOMPRESSED_ACCEPTED]: "br" });
    await get(port, { [PRECOMPRESSED_ACCEPTED]: "gzip" });
    expect(seen).toEqual(["gzip", undefined]);
  });

  it("sends a body the handler compressed itself as it is, with its Content-Encoding", async () => {
    const port = await serve((_request, response) => {
      response.setHeader("Content-Type", "application/json");
      response.setHeader(PRECOMPRESSED_BODY, "gzip");
      response.end(gzipSync(json));
    });
    const answer = await get(port, { "Accept-Encoding": "gzip, br" });
    expect(answer.headers["content-encoding"]).toBe("gzip");
    expect(answer.headers[PRECOMPRESSED_BODY]).toBeUndefined();
    expect(gunzipSync(answer.body).toString()).toBe(json);
  });

  it("with HTTP_COMPRESSION=off, compresses nothing and offers the handler no encoding", async () => {
    vi.stubEnv("HTTP_COMPRESSION", "off");
    let offered: string | undefined = "unset";
    const port = await serve((request, response) => {
      offered = request.headers[PRECOMPRESSED_ACCEPTED] as string | undefined;
      sendJson(request, response);
    });
    const answer = await get(port, { "Accept-Encoding": "gzip, br", [PRECOMPRESSED_ACCEPTED]: "gzip" });
    expect(answer.headers["content-encoding"]).toBeUndefined();
    expect(answer.body.toString()).toBe(json);
    expect(offered).toBeUndefined();
  });
});

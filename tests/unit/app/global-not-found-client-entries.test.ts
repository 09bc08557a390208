import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// app/global-not-found.tsx is a root layout of its own. Next.js lists each client component a root renders
// with that root's chunks, so a client component both roots render directly would make every page that
// renders it load the not-found page's chunk too (the header and footer a second time). The not-found page
// renders its own client parts through an entry of its own (components/public/missing-page-client.tsx).

/** The client components (files starting with "use client") a file imports directly. */
function clientImports(file: string): string[] {
  const source = readFileSync(path.resolve(file), "utf8");
  return [...source.matchAll(/from "@\/([^"]+)"/g)]
    .map((match) => ["tsx", "ts"].map((extension) => `${match[1]}.${extension}`).find((candidate) => existsSync(candidate)))
    .filter((candidate): candidate is string => candidate !== undefined)
    .filter((candidate) => /^\s*["']use client["']/.test(readFileSync(candidate, "utf8")));
}

describe("the global not-found page's client components", () => {
  it("are none that the root layout renders as well", () => {
    const rootLayout = clientImports("app/layout.tsx");
    expect(rootLayout.length).toBeGreaterThan(0);
    expect(clientImports("app/global-not-found.tsx").filter((file) => rootLayout.includes(file))).toEqual([]);
  });
});

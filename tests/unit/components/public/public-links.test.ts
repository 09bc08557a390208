import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Public pages link with plain anchors marked for IntentNavigation (IntentPrefetchLink, INTENT_LINKS,
// CLIENT_LINKS). One next/link in what a public page renders loads its code (about 3 KB compressed) with
// that page. The signed-in account menu (components/auth), which the header loads only for a signed-in
// visitor, may use it.

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

describe("public pages' links", () => {
  it("never import next/link", () => {
    const files = [...sourceFiles("components/public"), ...sourceFiles("app/(public)"), "app/layout.tsx", "app/global-not-found.tsx"];
    expect(files.length).toBeGreaterThan(50);
    expect(files.filter((file) => /from ["']next\/link["']/.test(readFileSync(file, "utf8")))).toEqual([]);
  });
});

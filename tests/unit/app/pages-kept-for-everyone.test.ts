import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// A page that calls tagThisPage says its answer is the same for every visitor: server.ts keeps it and
// serves the copy to everyone, and tells caches in front they may do the same. Such a page must not read
// the request's cookies or headers, or one visitor's answer would be served to the others.
const ROOTS = ["app", "components"].map((root) => path.resolve(root));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const taggingFiles = ROOTS.flatMap(sourceFiles).filter((file) => /\btagThisPage\(/.test(readFileSync(file, "utf8")));

describe("pages kept for every visitor", () => {
  it("are the public pages of lists, topics, curators, home and trending", () => {
    const names = taggingFiles.map((file) => path.relative(process.cwd(), file)).sort();
    expect(names).toEqual(
      expect.arrayContaining([
        "app/(public)/lists/[slug]/page.tsx",
        "app/(public)/page.tsx",
        "app/(public)/trending/page.tsx",
        "components/public/curator/curator-page.tsx",
        "components/public/topic/topic-page.tsx",
      ]),
    );
  });

  it.each(taggingFiles.map((file) => [path.relative(process.cwd(), file), file] as const))("%s reads no cookie or request header", (_name, file) => {
    const source = readFileSync(file, "utf8");
    expect(source).not.toMatch(/from "next\/headers"/);
    expect(source).not.toMatch(/\b(cookies|headers|draftMode)\(\)/);
    expect(source).not.toMatch(/lib\/auth\/current-user|lib\/http\/client-address|canPreview/);
  });
});

import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Each `(.)` folder under app/(public) intercepts client navigations to a public page and re-exports that
// page. Next.js reads segment settings from each file itself, so the `(.)` page repeats them: a cached
// page whose navigation twin rendered per request (or the other way round) would show different content
// depending on how a visitor arrived.
const PUBLIC = path.resolve("app/(public)");

const SETTINGS = ["revalidate", "dynamic", "dynamicParams", "fetchCache", "runtime", "preferredRegion", "maxDuration"] as const;

function segmentSettings(file: string): Record<string, string | boolean> {
  const source = readFileSync(file, "utf8");
  const found: Record<string, string | boolean> = {};
  for (const name of SETTINGS) {
    const match = new RegExp(`export const ${name}\\s*=\\s*([^;\\n]+)`).exec(source);
    if (match) found[name] = match[1].trim();
  }
  const params = /export (async )?function generateStaticParams\([^)]*\)[^{]*\{([^}]*)\}/.exec(source);
  if (params) found.generateStaticParams = params[2].replace(/\s+/g, " ").trim();
  return found;
}

function interceptingPages(): { intercepting: string; real: string }[] {
  const pages: { intercepting: string; real: string }[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name === "page.tsx" && full.includes(`${path.sep}(.)`)) pages.push({ intercepting: full, real: full.replace(`${path.sep}(.)`, path.sep) });
    }
  };
  walk(PUBLIC);
  return pages;
}

describe("intercepting (.) pages", () => {
  const pages = interceptingPages();

  it("exist for the public pages reached by navigation", () => {
    expect(pages.map((page) => path.relative(PUBLIC, page.intercepting)).sort()).toEqual(
      expect.arrayContaining(["(.)curators/[handle]/page.tsx", "(.)lists/[slug]/page.tsx", "(.)search/page.tsx", "(.)topics/[slug]/page.tsx", "(.)trending/page.tsx"]),
    );
  });

  it.each(pages.map((page) => [path.relative(PUBLIC, page.intercepting), page] as const))("%s has its real page's segment settings and renders that page", (_name, page) => {
    const real = segmentSettings(page.real);
    expect(Object.keys(real).length).toBeGreaterThan(0);
    expect(segmentSettings(page.intercepting)).toEqual(real);
    const relative = path.relative(PUBLIC, page.real).replace(/\.tsx$/, "").split(path.sep).join("/");
    expect(readFileSync(page.intercepting, "utf8")).toContain(`export { default, generateMetadata } from "@/app/(public)/${relative}";`);
  });
});

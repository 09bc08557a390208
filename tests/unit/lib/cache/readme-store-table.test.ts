import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../../../..");

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return entry.name === "generated" ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe("the README's table of stores", () => {
  it("has a row naming every area of the memory store", () => {
    const areas = sourceFiles(path.join(root, "lib")).flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(/cacheArea<[^(]*>\(\s*"([^"]+)"/g)].map((match) => match[1]),
    );
    expect(areas.length).toBeGreaterThan(10);
    const table = readFileSync(path.join(root, "README.md"), "utf8")
      .split("\n")
      .filter((line) => line.startsWith("| "));
    for (const area of areas) expect(table.some((row) => row.includes(`\`${area}\``)), area).toBe(true);
  });
});

import { describe, expect, it } from "vitest";
import { diffLines, hasChanges, htmlAsLines } from "@/lib/content/diff";

describe("diffLines", () => {
  it("marks unchanged, removed and added lines in reading order", () => {
    expect(diffLines("a\nb\nc", "a\nB\nc\nd")).toEqual([
      { kind: "same", text: "a" },
      { kind: "removed", text: "b" },
      { kind: "added", text: "B" },
      { kind: "same", text: "c" },
      { kind: "added", text: "d" },
    ]);
  });

  it("reports no change for equal texts, and everything added or removed against an empty text", () => {
    expect(hasChanges(diffLines("x\ny", "x\ny"))).toBe(false);
    expect(diffLines("", "one\ntwo")).toEqual([
      { kind: "added", text: "one" },
      { kind: "added", text: "two" },
    ]);
    expect(diffLines("gone", "")).toEqual([{ kind: "removed", text: "gone" }]);
  });

  it("keeps the longest common run of lines (a moved line shows as removed and added)", () => {
    const lines = diffLines("1\n2\n3\n4", "2\n3\n4\n1");
    expect(lines.filter((line) => line.kind === "same").map((line) => line.text)).toEqual(["2", "3", "4"]);
    expect(lines.filter((line) => line.kind !== "same")).toEqual([
      { kind: "removed", text: "1" },
      { kind: "added", text: "1" },
    ]);
  });

  it("treats Windows line ends like Unix ones", () => {
    expect(hasChanges(diffLines("a\r\nb", "a\nb"))).toBe(false);
  });
});

describe("htmlAsLines", () => {
  it("puts each block of a one-line body on its own line, so a diff names the paragraph that changed", () => {
    const before = htmlAsLines("<h2>Tools</h2><p>Hammer</p><ul><li>Nails</li><li>Glue</li></ul>");
    const after = htmlAsLines("<h2>Tools</h2><p>Saw</p><ul><li>Nails</li><li>Glue</li></ul>");
    expect(before.split("\n")).toEqual(["<h2>Tools</h2>", "<p>Hammer</p>", "<ul>", "<li>Nails</li>", "<li>Glue</li>", "</ul>"]);
    expect(diffLines(before, after).filter((line) => line.kind !== "same")).toEqual([
      { kind: "removed", text: "<p>Hammer</p>" },
      { kind: "added", text: "<p>Saw</p>" },
    ]);
  });
});

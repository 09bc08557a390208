import { describe, expect, it } from "vitest";
import { TagIndex } from "@/lib/cache/tag-index";
import { ALL } from "@/lib/cache/tags";

describe("TagIndex", () => {
  it("finds the keys holding any of the tags, each once", () => {
    const index = new TagIndex();
    index.add("page:/lists/a", ["list:1", "category:3", "settings"]);
    index.add("page:/lists/b", ["list:2", "category:3", "settings"]);
    index.add("page:/topics/c", ["category:4", "settings"]);
    expect(index.keysWith(["list:1"])).toEqual(["page:/lists/a"]);
    expect(index.keysWith(["category:3", "list:2"]).sort()).toEqual(["page:/lists/a", "page:/lists/b"]);
    expect(index.keysWith(["settings"]).sort()).toEqual(["page:/lists/a", "page:/lists/b", "page:/topics/c"]);
    expect(index.keysWith(["list:9"])).toEqual([]);
  });

  it("forgets a key under each of its tags, and a tag once no key holds it", () => {
    const index = new TagIndex();
    index.add("a", ["shared", "only-a"]);
    index.add("b", ["shared", "only-b"]);
    index.add("c", ["shared"]);
    expect(index.size).toBe(3);
    index.remove("b", ["shared", "only-b"]);
    expect(index.keysWith(["shared"]).sort()).toEqual(["a", "c"]);
    expect(index.keysWith(["only-b"])).toEqual([]);
    index.remove("a", ["shared", "only-a"]);
    expect(index.keysWith(["shared"])).toEqual(["c"]);
    index.add("d", ["shared"]);
    expect(index.keysWith(["shared"]).sort()).toEqual(["c", "d"]);
    index.remove("c", ["shared"]);
    index.remove("d", ["shared"]);
    expect(index.size).toBe(0);
  });

  it("keeps a key added twice under one tag once, and ignores removing a key it does not hold", () => {
    const index = new TagIndex();
    index.add("a", ["tag"]);
    index.add("a", ["tag"]);
    index.remove("z", ["tag", "unknown"]);
    expect(index.keysWith(["tag"])).toEqual(["a"]);
    index.remove("a", ["tag"]);
    expect(index.size).toBe(0);
  });

  it("does not index the catch-all tag, and shares the tag strings it already holds", () => {
    const index = new TagIndex();
    index.add("a", [ALL, "list:1"]);
    expect(index.keysWith([ALL])).toEqual([]);
    const [fresh] = index.shared([["list", "1"].join(":")]);
    expect(fresh).toBe("list:1");
  });
});

import { describe, expect, it } from "vitest";
import { editDistance } from "@/lib/lists/edit-distance";

describe("editDistance", () => {
  it("counts a changed, missing or extra letter, and two swapped neighbours, as one edit each", () => {
    expect(editDistance("birthday", "birthday")).toBe(0);
    expect(editDistance("birteday", "birthday")).toBe(1);
    expect(editDistance("birtday", "birthday")).toBe(1);
    expect(editDistance("birthdday", "birthday")).toBe(1);
    expect(editDistance("brithday", "birthday")).toBe(1);
    expect(editDistance("brithdya", "birthday")).toBe(2);
    expect(editDistance("", "abc")).toBe(3);
  });

  it("stops past the limit and answers one more than it", () => {
    expect(editDistance("kitten", "sitting", 1)).toBe(2);
    expect(editDistance("a", "abcdef", 2)).toBe(3);
    expect(editDistance("kitten", "sitting", 3)).toBe(3);
  });
});

import { describe, expect, it } from "vitest";
import { listBodySchema } from "@/lib/content/schema";
import { expertCreateSchema } from "@/lib/experts/schema";
import { handleSchema, isHandle, isSlug, slugify, slugSchema } from "@/lib/validation/primitives";

// The admin's validation and the public pages read the same rule, so whatever the one accepts the other opens.
describe("the slug rule", () => {
  it("accepts lowercase letters, digits and inner hyphens", () => {
    for (const slug of ["a", "7", "2025", "the-carry-on-checklist", "a--b", "x".repeat(200)]) {
      expect(isSlug(slug), slug).toBe(true);
      expect(slugSchema.safeParse(slug).success, slug).toBe(true);
    }
  });

  it("refuses a hyphen at either end, other characters and more than 200 characters, with a message", () => {
    for (const slug of ["-leading", "trailing-", "-", "Upper-Case", "with space", "under_score", "ünï", "x".repeat(201)]) {
      expect(isSlug(slug), slug).toBe(false);
      expect(slugSchema.safeParse(slug).success, slug).toBe(false);
    }
    expect(slugSchema.safeParse("trailing-").error?.issues[0].message).toBe("A URL slug must start and end with a letter or number.");
    expect(slugSchema.safeParse("Upper-").error?.issues.map((issue) => issue.message)).toEqual(["URL slug can only contain lowercase letters, numbers, and hyphens."]);
  });

  it("is the rule of the list editor's slug field", () => {
    const base = { title: "A list", content: "" };
    expect(listBodySchema.safeParse({ ...base, slug: "a-list" }).success).toBe(true);
    expect(listBodySchema.safeParse({ ...base, slug: "a-list-" }).success).toBe(false);
  });

  it("derives slugs that follow it, however the name is cut", () => {
    expect(slugify(" - Hello,  World - ")).toBe("hello-world");
    expect(slugify("ab cd", 3)).toBe("ab");
    expect(slugify("a".repeat(199) + " b")).toBe("a".repeat(199));
    for (const name of ["--x--", "A & B", "été 2025", "_a_"]) expect(isSlug(slugify(name)) || slugify(name) === "", name).toBe(true);
  });
});

describe("the handle rule", () => {
  it("accepts the slug rule's addresses and underscores inside", () => {
    for (const handle of ["maya-chen", "maya_chen", "m", "a_-b", "x".repeat(200)]) {
      expect(isHandle(handle), handle).toBe(true);
      expect(handleSchema.safeParse(handle).success, handle).toBe(true);
    }
  });

  it("refuses a hyphen or underscore at either end, other characters and more than 200 characters", () => {
    for (const handle of ["_maya", "maya_", "-maya", "maya-", "Maya", "maya chen", "x".repeat(201)]) {
      expect(isHandle(handle), handle).toBe(false);
      expect(handleSchema.safeParse(handle).success, handle).toBe(false);
    }
  });

  it("is the rule of the expert form's handle field", () => {
    expect(expertCreateSchema.safeParse({ name: "Maya", handle: "maya_chen" }).success).toBe(true);
    expect(expertCreateSchema.safeParse({ name: "Maya", handle: "maya_" }).success).toBe(false);
  });
});

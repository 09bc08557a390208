import { describe, expect, it } from "vitest";
import { handWrittenIndexes, withoutHandWrittenDrops } from "@/scripts/lib/hand-written-indexes";

const handWritten = `-- Hand-written: why.
CREATE INDEX "lists_related_idx" ON "lists" ("categoryId", "score" DESC NULLS LAST);
CREATE INDEX IF NOT EXISTS "lists_search_idx" ON "lists" USING GIN ((coalesce("categoryId", 0)));`;
const generated = `-- CreateIndex
CREATE INDEX "lists_title_idx" ON "lists"("title");`;

describe("migrations the schema engine writes", () => {
  it("knows the indexes only hand-written migrations create", () => {
    expect([...handWrittenIndexes([handWritten, generated])].sort()).toEqual(["lists_related_idx", "lists_search_idx"]);
  });

  it("leaves out drops of hand-written indexes and keeps every other statement", () => {
    const sql = `-- DropIndex
DROP INDEX "lists_related_idx";

-- DropIndex
DROP INDEX "lists_title_idx";

-- AlterTable
ALTER TABLE "lists" ADD COLUMN "note" TEXT;
`;
    const kept = withoutHandWrittenDrops(sql, handWrittenIndexes([handWritten]));
    expect(kept).not.toContain("lists_related_idx");
    expect(kept).toContain('DROP INDEX "lists_title_idx";');
    expect(kept).toContain('ALTER TABLE "lists" ADD COLUMN "note" TEXT;');
  });

  it("has nothing to write when the only differences are hand-written indexes", () => {
    const sql = `-- DropIndex
DROP INDEX "lists_related_idx";

-- DropIndex
DROP INDEX "lists_search_idx";
`;
    expect(withoutHandWrittenDrops(sql, handWrittenIndexes([handWritten]))).toBe("");
  });
});

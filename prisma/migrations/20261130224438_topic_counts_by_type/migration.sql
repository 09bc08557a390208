-- DropIndex
DROP INDEX "content_lists_categoryId_status_expertId_idx";

-- CreateIndex
CREATE INDEX "content_lists_categoryId_status_isFree_expertId_idx" ON "content_lists"("categoryId", "status", "isFree", "expertId");

-- CreateIndex
CREATE INDEX "content_lists_categoryId_status_title_id_idx" ON "content_lists"("categoryId", "status", "title", "id");

-- CreateIndex
CREATE INDEX "content_lists_categoryId_status_expertId_idx" ON "content_lists"("categoryId", "status", "expertId");

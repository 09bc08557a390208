-- DropIndex
DROP INDEX "reports_listId_idx";

-- AlterTable
ALTER TABLE "content_versions" ADD COLUMN     "affiliateDisclosure" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "authorOrg" TEXT,
ADD COLUMN     "qualityScore" INTEGER,
ADD COLUMN     "restoredFrom" INTEGER,
ADD COLUMN     "verificationStatus" "VerificationStatus" NOT NULL DEFAULT 'community';

-- AlterTable
ALTER TABLE "media_files" ADD COLUMN     "createdById" UUID,
ADD COLUMN     "height" INTEGER,
ADD COLUMN     "variants" JSONB NOT NULL DEFAULT '[]',
ADD COLUMN     "width" INTEGER;

-- AlterTable
ALTER TABLE "reports" ADD COLUMN     "reporterKey" TEXT,
ADD COLUMN     "resolutionNote" TEXT;

-- AlterTable
ALTER TABLE "submissions" ADD COLUMN     "listId" INTEGER;

-- CreateTable
CREATE TABLE "list_view_visitors" (
    "listId" INTEGER NOT NULL,
    "day" DATE NOT NULL,
    "visitorKey" TEXT NOT NULL,

    CONSTRAINT "list_view_visitors_pkey" PRIMARY KEY ("listId","day","visitorKey")
);

-- CreateTable
CREATE TABLE "audit_log" (
    "id" SERIAL NOT NULL,
    "actorId" UUID,
    "action" TEXT NOT NULL,
    "targetType" TEXT NOT NULL,
    "targetId" TEXT,
    "summary" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "audit_log_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "pending_changes" (
    "key" TEXT NOT NULL,
    "data" JSONB NOT NULL,
    "updatedById" UUID,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "pending_changes_pkey" PRIMARY KEY ("key")
);

-- CreateTable
CREATE TABLE "role_grants" (
    "email" TEXT NOT NULL,
    "role" "Role" NOT NULL,
    "grantedById" UUID,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "role_grants_pkey" PRIMARY KEY ("email")
);

-- CreateIndex
CREATE INDEX "list_view_visitors_day_idx" ON "list_view_visitors"("day");

-- CreateIndex
CREATE INDEX "audit_log_createdAt_idx" ON "audit_log"("createdAt");

-- CreateIndex
CREATE INDEX "audit_log_action_createdAt_idx" ON "audit_log"("action", "createdAt");

-- CreateIndex
CREATE INDEX "content_lists_updatedAt_idx" ON "content_lists"("updatedAt");

-- CreateIndex
CREATE UNIQUE INDEX "media_files_filename_key" ON "media_files"("filename");

-- CreateIndex
CREATE INDEX "media_files_mimeType_idx" ON "media_files"("mimeType");

-- CreateIndex
CREATE INDEX "reports_listId_reason_reporterKey_createdAt_idx" ON "reports"("listId", "reason", "reporterKey", "createdAt");

-- AddForeignKey
ALTER TABLE "media_files" ADD CONSTRAINT "media_files_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_listId_fkey" FOREIGN KEY ("listId") REFERENCES "content_lists"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "list_view_visitors" ADD CONSTRAINT "list_view_visitors_listId_fkey" FOREIGN KEY ("listId") REFERENCES "content_lists"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actorId_fkey" FOREIGN KEY ("actorId") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Hand-written: ranges Prisma does not model.
ALTER TABLE "content_versions" ADD CONSTRAINT "content_versions_qualityScore_range" CHECK ("qualityScore" BETWEEN 0 AND 100);
ALTER TABLE "media_files" ADD CONSTRAINT "media_files_dimensions_positive" CHECK (("width" IS NULL OR "width" > 0) AND ("height" IS NULL OR "height" > 0));

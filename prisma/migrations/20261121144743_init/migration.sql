-- CreateEnum
CREATE TYPE "Role" AS ENUM ('admin', 'editor', 'contributor', 'viewer');

-- CreateEnum
CREATE TYPE "VerificationStatus" AS ENUM ('verified', 'community');

-- CreateEnum
CREATE TYPE "ListStatus" AS ENUM ('draft', 'published');

-- CreateEnum
CREATE TYPE "FollowType" AS ENUM ('curator', 'topic');

-- CreateEnum
CREATE TYPE "ReportReason" AS ENUM ('stale', 'broken_links', 'coi', 'spam', 'other');

-- CreateEnum
CREATE TYPE "ReportStatus" AS ENUM ('pending', 'resolved', 'dismissed');

-- CreateEnum
CREATE TYPE "SubmissionFormat" AS ENUM ('article', 'pdf', 'repo', 'spreadsheet', 'other');

-- CreateEnum
CREATE TYPE "SubmissionStatus" AS ENUM ('pending', 'approved', 'rejected');

-- CreateTable
CREATE TABLE "users" (
    "id" UUID NOT NULL,
    "email" TEXT,
    "emailVerified" TIMESTAMP(3),
    "firstName" TEXT,
    "lastName" TEXT,
    "profileImageUrl" TEXT,
    "role" "Role" NOT NULL DEFAULT 'viewer',
    "notificationsSeenAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "users_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "accounts" (
    "id" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "type" TEXT NOT NULL,
    "provider" TEXT NOT NULL,
    "providerAccountId" TEXT NOT NULL,
    "refresh_token" TEXT,
    "access_token" TEXT,
    "expires_at" INTEGER,
    "refresh_token_expires_in" INTEGER,
    "token_type" TEXT,
    "scope" TEXT,
    "id_token" TEXT,
    "session_state" TEXT,

    CONSTRAINT "accounts_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "sessions" (
    "id" UUID NOT NULL,
    "sessionToken" TEXT NOT NULL,
    "userId" UUID NOT NULL,
    "expires" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "sessions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "verification_tokens" (
    "identifier" TEXT NOT NULL,
    "token" TEXT NOT NULL,
    "expires" TIMESTAMP(3) NOT NULL
);

-- CreateTable
CREATE TABLE "categories" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "isVisible" BOOLEAN NOT NULL DEFAULT true,
    "sortOrder" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "categories_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "secondary_categories" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "sortOrder" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "secondary_categories_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "experts" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "handle" TEXT NOT NULL,
    "specialty" TEXT,
    "bio" TEXT,
    "imageUrl" TEXT,
    "verified" BOOLEAN NOT NULL DEFAULT false,
    "credibilityScore" INTEGER DEFAULT 50,
    "socials" JSONB,
    "sortOrder" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "experts_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "content_lists" (
    "id" SERIAL NOT NULL,
    "title" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "content" TEXT NOT NULL DEFAULT '',
    "imageUrl" TEXT,
    "sourceUrl" TEXT,
    "methodology" TEXT,
    "verificationStatus" "VerificationStatus" NOT NULL DEFAULT 'community',
    "qualityScore" INTEGER DEFAULT 50,
    "affiliateDisclosure" BOOLEAN NOT NULL DEFAULT false,
    "lastVerifiedAt" TIMESTAMP(3),
    "categoryId" INTEGER,
    "expertId" INTEGER,
    "author" TEXT,
    "authorOrg" TEXT,
    "isFree" BOOLEAN NOT NULL DEFAULT false,
    "isFavorite" BOOLEAN NOT NULL DEFAULT false,
    "status" "ListStatus" NOT NULL DEFAULT 'draft',
    "colorOptions" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "publishedAt" TIMESTAMP(3),
    "createdById" UUID,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "content_lists_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "theme_settings" (
    "id" SERIAL NOT NULL,
    "primaryColor" TEXT NOT NULL DEFAULT '#5D0034',
    "backgroundColor" TEXT NOT NULL DEFAULT '#F8F5F0',
    "secondaryColor" TEXT NOT NULL DEFAULT '#4D3B2D',
    "accentColor" TEXT NOT NULL DEFAULT '#BF9B6F',
    "textColor" TEXT NOT NULL DEFAULT '#333333',
    "roseColor" TEXT NOT NULL DEFAULT '#C27C88',
    "headingFont" TEXT NOT NULL DEFAULT 'Cormorant Garamond',
    "bodyFont" TEXT NOT NULL DEFAULT 'Montserrat',
    "baseFontSize" INTEGER NOT NULL DEFAULT 16,
    "letterSpacing" DOUBLE PRECISION NOT NULL DEFAULT 1,
    "isActive" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "theme_settings_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "site_settings" (
    "id" SERIAL NOT NULL,
    "siteTitle" TEXT NOT NULL DEFAULT 'the Lists',
    "tagline" TEXT NOT NULL DEFAULT 'Practical, inspirational, and expert lists for all your plans and projects.',
    "heroImageUrl" TEXT NOT NULL DEFAULT '/images/hero.svg',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "site_settings_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "media_files" (
    "id" SERIAL NOT NULL,
    "filename" TEXT NOT NULL,
    "originalName" TEXT NOT NULL,
    "mimeType" TEXT NOT NULL,
    "size" INTEGER NOT NULL,
    "url" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "media_files_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "content_versions" (
    "id" SERIAL NOT NULL,
    "contentListId" INTEGER NOT NULL,
    "versionNumber" INTEGER NOT NULL,
    "title" TEXT NOT NULL,
    "slug" TEXT,
    "content" TEXT,
    "imageUrl" TEXT,
    "sourceUrl" TEXT,
    "methodology" TEXT,
    "lastVerifiedAt" TIMESTAMP(3),
    "categoryId" INTEGER,
    "expertId" INTEGER,
    "author" TEXT,
    "isFree" BOOLEAN NOT NULL DEFAULT false,
    "isFavorite" BOOLEAN NOT NULL DEFAULT false,
    "status" "ListStatus" NOT NULL DEFAULT 'draft',
    "colorOptions" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "createdById" UUID,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "content_versions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "follows" (
    "id" SERIAL NOT NULL,
    "userId" UUID NOT NULL,
    "followType" "FollowType" NOT NULL,
    "followId" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "follows_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "reports" (
    "id" SERIAL NOT NULL,
    "userId" UUID,
    "listId" INTEGER NOT NULL,
    "reason" "ReportReason" NOT NULL,
    "description" TEXT,
    "status" "ReportStatus" NOT NULL DEFAULT 'pending',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "resolvedAt" TIMESTAMP(3),
    "resolvedById" UUID,

    CONSTRAINT "reports_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "favorites" (
    "id" SERIAL NOT NULL,
    "userId" UUID NOT NULL,
    "listId" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "favorites_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "submissions" (
    "id" SERIAL NOT NULL,
    "userId" UUID,
    "sourceUrl" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "description" TEXT,
    "author" TEXT,
    "authorOrg" TEXT,
    "methodology" TEXT,
    "lastUpdated" TIMESTAMP(3),
    "format" "SubmissionFormat" NOT NULL DEFAULT 'article',
    "topicSuggestions" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "affiliateDisclosure" BOOLEAN NOT NULL DEFAULT false,
    "status" "SubmissionStatus" NOT NULL DEFAULT 'pending',
    "reviewNotes" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "reviewedAt" TIMESTAMP(3),
    "reviewedById" UUID,

    CONSTRAINT "submissions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "list_view_days" (
    "listId" INTEGER NOT NULL,
    "day" DATE NOT NULL,
    "views" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "list_view_days_pkey" PRIMARY KEY ("listId","day")
);

-- CreateTable
CREATE TABLE "rate_limit_buckets" (
    "key" TEXT NOT NULL,
    "windowStart" TIMESTAMP(3) NOT NULL,
    "count" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "rate_limit_buckets_pkey" PRIMARY KEY ("key","windowStart")
);

-- CreateIndex
CREATE UNIQUE INDEX "users_email_key" ON "users"("email");

-- CreateIndex
CREATE INDEX "accounts_userId_idx" ON "accounts"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "accounts_provider_providerAccountId_key" ON "accounts"("provider", "providerAccountId");

-- CreateIndex
CREATE UNIQUE INDEX "sessions_sessionToken_key" ON "sessions"("sessionToken");

-- CreateIndex
CREATE INDEX "sessions_userId_idx" ON "sessions"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "verification_tokens_token_key" ON "verification_tokens"("token");

-- CreateIndex
CREATE UNIQUE INDEX "verification_tokens_identifier_token_key" ON "verification_tokens"("identifier", "token");

-- CreateIndex
CREATE UNIQUE INDEX "categories_slug_key" ON "categories"("slug");

-- CreateIndex
CREATE INDEX "categories_isVisible_sortOrder_idx" ON "categories"("isVisible", "sortOrder");

-- CreateIndex
CREATE UNIQUE INDEX "secondary_categories_slug_key" ON "secondary_categories"("slug");

-- CreateIndex
CREATE UNIQUE INDEX "experts_handle_key" ON "experts"("handle");

-- CreateIndex
CREATE INDEX "experts_sortOrder_idx" ON "experts"("sortOrder");

-- CreateIndex
CREATE UNIQUE INDEX "content_lists_slug_key" ON "content_lists"("slug");

-- CreateIndex
CREATE INDEX "content_lists_status_updatedAt_idx" ON "content_lists"("status", "updatedAt");

-- CreateIndex
CREATE INDEX "content_lists_status_publishedAt_idx" ON "content_lists"("status", "publishedAt");

-- CreateIndex
CREATE INDEX "content_lists_categoryId_status_updatedAt_idx" ON "content_lists"("categoryId", "status", "updatedAt");

-- CreateIndex
CREATE INDEX "content_lists_expertId_status_updatedAt_idx" ON "content_lists"("expertId", "status", "updatedAt");

-- CreateIndex
CREATE INDEX "content_lists_createdById_idx" ON "content_lists"("createdById");

-- CreateIndex
CREATE INDEX "media_files_createdAt_idx" ON "media_files"("createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "content_versions_contentListId_versionNumber_key" ON "content_versions"("contentListId", "versionNumber");

-- CreateIndex
CREATE INDEX "follows_followType_followId_idx" ON "follows"("followType", "followId");

-- CreateIndex
CREATE UNIQUE INDEX "follows_userId_followType_followId_key" ON "follows"("userId", "followType", "followId");

-- CreateIndex
CREATE INDEX "reports_listId_idx" ON "reports"("listId");

-- CreateIndex
CREATE INDEX "reports_status_createdAt_idx" ON "reports"("status", "createdAt");

-- CreateIndex
CREATE INDEX "favorites_listId_createdAt_idx" ON "favorites"("listId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "favorites_userId_listId_key" ON "favorites"("userId", "listId");

-- CreateIndex
CREATE INDEX "submissions_status_createdAt_idx" ON "submissions"("status", "createdAt");

-- CreateIndex
CREATE INDEX "list_view_days_day_idx" ON "list_view_days"("day");

-- CreateIndex
CREATE INDEX "rate_limit_buckets_windowStart_idx" ON "rate_limit_buckets"("windowStart");

-- AddForeignKey
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "content_lists" ADD CONSTRAINT "content_lists_categoryId_fkey" FOREIGN KEY ("categoryId") REFERENCES "categories"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "content_lists" ADD CONSTRAINT "content_lists_expertId_fkey" FOREIGN KEY ("expertId") REFERENCES "experts"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "content_lists" ADD CONSTRAINT "content_lists_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "content_versions" ADD CONSTRAINT "content_versions_contentListId_fkey" FOREIGN KEY ("contentListId") REFERENCES "content_lists"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "content_versions" ADD CONSTRAINT "content_versions_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "follows" ADD CONSTRAINT "follows_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "reports" ADD CONSTRAINT "reports_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "reports" ADD CONSTRAINT "reports_listId_fkey" FOREIGN KEY ("listId") REFERENCES "content_lists"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "reports" ADD CONSTRAINT "reports_resolvedById_fkey" FOREIGN KEY ("resolvedById") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_listId_fkey" FOREIGN KEY ("listId") REFERENCES "content_lists"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_reviewedById_fkey" FOREIGN KEY ("reviewedById") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "list_view_days" ADD CONSTRAINT "list_view_days_listId_fkey" FOREIGN KEY ("listId") REFERENCES "content_lists"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Hand-written: the ranges and formats the spec names, enforced by the database itself
-- (Prisma does not model CHECK constraints, and its diff ignores them).
ALTER TABLE "content_lists" ADD CONSTRAINT "content_lists_qualityScore_range" CHECK ("qualityScore" BETWEEN 0 AND 100);
ALTER TABLE "content_lists" ADD CONSTRAINT "content_lists_slug_format" CHECK ("slug" ~ '^[a-z0-9-]+$');
ALTER TABLE "categories" ADD CONSTRAINT "categories_slug_format" CHECK ("slug" ~ '^[a-z0-9-]+$');
ALTER TABLE "secondary_categories" ADD CONSTRAINT "secondary_categories_slug_format" CHECK ("slug" ~ '^[a-z0-9-]+$');
ALTER TABLE "experts" ADD CONSTRAINT "experts_credibilityScore_range" CHECK ("credibilityScore" BETWEEN 0 AND 100);
ALTER TABLE "experts" ADD CONSTRAINT "experts_handle_format" CHECK ("handle" ~ '^[a-z0-9][a-z0-9_-]*$');
ALTER TABLE "theme_settings" ADD CONSTRAINT "theme_settings_baseFontSize_range" CHECK ("baseFontSize" BETWEEN 14 AND 18);
ALTER TABLE "theme_settings" ADD CONSTRAINT "theme_settings_letterSpacing_range" CHECK ("letterSpacing" BETWEEN 0 AND 4);
ALTER TABLE "media_files" ADD CONSTRAINT "media_files_size_nonnegative" CHECK ("size" >= 0);
ALTER TABLE "content_versions" ADD CONSTRAINT "content_versions_versionNumber_positive" CHECK ("versionNumber" >= 1);
ALTER TABLE "list_view_days" ADD CONSTRAINT "list_view_days_views_nonnegative" CHECK ("views" >= 0);
ALTER TABLE "rate_limit_buckets" ADD CONSTRAINT "rate_limit_buckets_count_nonnegative" CHECK ("count" >= 0);

-- CreateTable
CREATE TABLE "page_view_days" (
    "page" TEXT NOT NULL,
    "day" DATE NOT NULL,
    "views" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "page_view_days_pkey" PRIMARY KEY ("page","day")
);

-- CreateTable
CREATE TABLE "page_view_visitors" (
    "page" TEXT NOT NULL,
    "day" DATE NOT NULL,
    "visitorKey" TEXT NOT NULL,

    CONSTRAINT "page_view_visitors_pkey" PRIMARY KEY ("page","day","visitorKey")
);

-- CreateIndex
CREATE INDEX "page_view_days_day_idx" ON "page_view_days"("day");

-- CreateIndex
CREATE INDEX "page_view_visitors_day_idx" ON "page_view_visitors"("day");
ALTER TABLE "page_view_days" ADD CONSTRAINT "page_view_days_views_nonnegative" CHECK ("views" >= 0);

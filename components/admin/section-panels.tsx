"use client";

import dynamic from "next/dynamic";
import type { ComponentType } from "react";
import type { AdminSectionId } from "@/lib/auth/admin-sections";
import { SectionLoading } from "./section-loading";

// Each section's code loads when it is first opened.
const load = (loader: () => Promise<{ default: ComponentType }>) => dynamic(loader, { loading: SectionLoading });

export const SECTION_PANELS: Record<AdminSectionId, ComponentType> = {
  dashboard: load(() => import("./dashboard/dashboard-section")),
  content: load(() => import("./content/content-section")),
  review: load(() => import("./review/review-section")),
  categories: load(() => import("./categories/categories-section")),
  theme: load(() => import("./theme/theme-section")),
  experts: load(() => import("./experts/experts-section")),
  media: load(() => import("./media/media-section")),
  preview: load(() => import("./preview/preview-section")),
  settings: load(() => import("./settings/settings-section")),
  users: load(() => import("./users/users-section")),
};

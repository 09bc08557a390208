"use client";

import dynamic from "next/dynamic";
import type { ComponentType } from "react";
import type { AdminSectionId } from "@/lib/auth/admin-sections";
import { SectionLoading } from "./section-loading";

// Each section's code loads when it is first opened.
const load = (loader: () => Promise<{ default: ComponentType }>) => dynamic(loader, { loading: SectionLoading });

export const SECTION_PANELS: Record<AdminSectionId, ComponentType> = {
  dashboard: load(() => import("./dashboard/dashboard-section")),
  content: load(() => import("./unavailable-section")),
  review: load(() => import("./unavailable-section")),
  categories: load(() => import("./unavailable-section")),
  theme: load(() => import("./unavailable-section")),
  experts: load(() => import("./unavailable-section")),
  media: load(() => import("./unavailable-section")),
  preview: load(() => import("./unavailable-section")),
  settings: load(() => import("./unavailable-section")),
  users: load(() => import("./unavailable-section")),
};

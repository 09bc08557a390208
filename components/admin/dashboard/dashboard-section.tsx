"use client";

import { DashboardStats } from "./dashboard-stats";

export default function DashboardSection() {
  return <DashboardStats />;
}

"use client";

import { DashboardStats } from "./dashboard-stats";
import { QuickActions } from "./quick-actions";
import { RecentActivity } from "./recent-activity";
import { ReverificationDueCard } from "./reverification-due-card";

export default function DashboardSection() {
  return (
    <div className="space-y-8">
      <DashboardStats />
      <ReverificationDueCard />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <RecentActivity />
        <QuickActions />
      </div>
    </div>
  );
}

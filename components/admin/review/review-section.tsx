"use client";

import { ReportsQueue } from "./reports-queue";
import { ReverificationQueue } from "./reverification-queue";
import { SubmissionsQueue } from "./submissions-queue";

export default function ReviewSection() {
  return (
    <div className="space-y-12">
      <div className="grid gap-10 xl:grid-cols-2 xl:gap-8">
        <SubmissionsQueue />
        <ReportsQueue />
      </div>
      <ReverificationQueue />
    </div>
  );
}

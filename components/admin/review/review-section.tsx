"use client";

import { ReportsQueue } from "./reports-queue";
import { SubmissionsQueue } from "./submissions-queue";

export default function ReviewSection() {
  return (
    <div className="grid gap-10 xl:grid-cols-2 xl:gap-8">
      <SubmissionsQueue />
      <ReportsQueue />
    </div>
  );
}

// What admin-dashboard-review.spec.ts puts in its database and then looks for (no imports: the spec reads it).
export const REVIEW_DATA = {
  approvedTitle: "Weekend Bread Baking Schedule",
  rejectedTitle: "Buy My Miracle Pans",
  pendingTagline: "Lists worth keeping, checked by people who know.",
} as const;

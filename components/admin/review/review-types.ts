// The review queue's items as the admin calls answer them.

export interface SubmissionItem {
  id: number;
  sourceUrl: string;
  title: string;
  description: string | null;
  author: string | null;
  authorOrg: string | null;
  methodology: string | null;
  format: string;
  topicSuggestions: string[];
  affiliateDisclosure: boolean;
  status: "pending" | "approved" | "rejected";
  reviewNotes: string | null;
  createdAt: string;
  reviewedAt: string | null;
  listId: number | null;
  submittedBy: string | null;
  reviewedBy: string | null;
}

export interface ReportItem {
  id: number;
  reason: string;
  description: string | null;
  status: "pending" | "resolved" | "dismissed";
  createdAt: string;
  resolvedAt: string | null;
  resolutionNote: string | null;
  list: { id: number; title: string; slug: string; status: "draft" | "published" };
  reportedBy: string | null;
  resolvedBy: string | null;
}

export const STATUS_STYLES: Record<string, string> = {
  pending: "bg-accent/25 text-secondary",
  approved: "bg-emerald-100 text-emerald-900",
  resolved: "bg-emerald-100 text-emerald-900",
  rejected: "bg-red-100 text-red-900",
  dismissed: "bg-ink/5 text-ink/80",
};

const dateFormat = new Intl.DateTimeFormat("en-US", { month: "short", day: "2-digit", year: "numeric" });

export const formatDay = (iso: string) => dateFormat.format(new Date(iso));

import type { Metadata } from "next";
import { TopicPageContent, topicMetadata } from "@/components/public/topic/topic-page";

// Rendered when asked for and kept in front of Next.js until a write names one of its tags
// (lib/cache/page-tags.ts). Filtered views are their own pages (f/[filters]).
export const dynamic = "force-dynamic";

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return topicMetadata((await params).slug);
}

export default async function TopicPage({ params }: Props) {
  return <TopicPageContent slug={(await params).slug} />;
}

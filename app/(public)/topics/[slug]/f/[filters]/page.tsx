import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { TopicPageContent, topicMetadata } from "@/components/public/topic/topic-page";
import { topicFiltersOfSegment } from "@/lib/public/topic-filter-path";

// A topic page with filters: the request guard rewrites /topics/{slug}?sort=... here, so every filter
// combination is kept as a page of its own (lib/cache/page-tags.ts).
export const dynamic = "force-dynamic";

type Props = { params: Promise<{ slug: string; filters: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return topicMetadata((await params).slug);
}

export default async function FilteredTopicPage({ params }: Props) {
  const { slug, filters } = await params;
  // The request guard lets only segments it writes through; this is the last line for anything else.
  const request = topicFiltersOfSegment(filters);
  if (!request) notFound();
  return <TopicPageContent slug={slug} request={request} />;
}

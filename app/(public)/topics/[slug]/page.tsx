import type { Metadata } from "next";
import { TopicPageContent, topicMetadata } from "@/components/public/topic/topic-page";

// Rendered on a slug's first request, then served from the page cache until a write names one of its
// tags (the hour is a backstop); nothing is rendered at build time. Filtered views are their own pages
// (f/[filters]).
export const revalidate = 3600;
export function generateStaticParams(): { slug: string }[] {
  return [];
}

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return topicMetadata((await params).slug);
}

export default async function TopicPage({ params }: Props) {
  return <TopicPageContent slug={(await params).slug} />;
}

import type { Metadata } from "next";
import { CuratorPage, curatorPageMetadata } from "@/components/public/curator/curator-page";

// Rendered on a handle's first request, then served from the page cache until a write names one of its
// tags (the hour is a backstop); nothing is rendered at build time. Later pages of the curator's lists
// are cached pages of their own at /curators/{handle}/page/{N} (page/[page]).
export const revalidate = 3600;
export function generateStaticParams(): { handle: string }[] {
  return [];
}

type Props = { params: Promise<{ handle: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return curatorPageMetadata((await params).handle, 1);
}

export default async function CuratorProfilePage({ params }: Props) {
  return <CuratorPage handle={(await params).handle} page={1} />;
}

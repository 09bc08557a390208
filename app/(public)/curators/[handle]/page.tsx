import type { Metadata } from "next";
import { CuratorPage, curatorPageMetadata } from "@/components/public/curator/curator-page";

// Rendered when asked for and kept in front of Next.js until a write names one of its tags
// (lib/cache/page-tags.ts). Later pages of the curator's lists are kept pages of their own at
// /curators/{handle}/page/{N} (page/[page]).
export const dynamic = "force-dynamic";

type Props = { params: Promise<{ handle: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return curatorPageMetadata((await params).handle, 1);
}

export default async function CuratorProfilePage({ params }: Props) {
  return <CuratorPage handle={(await params).handle} page={1} />;
}

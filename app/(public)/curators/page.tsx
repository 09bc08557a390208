import type { Metadata } from "next";
import { CuratorDirectory } from "@/components/public/curator/curator-directory";
import { curatorDirectoryMetadata } from "@/components/public/curator/curator-directory-metadata";

// Rendered when asked for and kept in front of Next.js until a write names one of its tags
// (lib/cache/page-tags.ts). Later pages are kept pages of their own at /curators/page/{N} (page/[page]).
export const dynamic = "force-dynamic";

export function generateMetadata(): Promise<Metadata> {
  return curatorDirectoryMetadata(1);
}

export default function CuratorsPage() {
  return <CuratorDirectory page={1} />;
}

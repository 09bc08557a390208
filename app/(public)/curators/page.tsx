import type { Metadata } from "next";
import { CuratorDirectory } from "@/components/public/curator/curator-directory";
import { curatorDirectoryMetadata } from "@/components/public/curator/curator-directory-metadata";

// Served from the page cache until a write names one of its tags (the hour is a backstop). Later pages
// are cached pages of their own at /curators/page/{N} (page/[page]).
export const revalidate = 3600;

export function generateMetadata(): Promise<Metadata> {
  return curatorDirectoryMetadata(1);
}

export default function CuratorsPage() {
  return <CuratorDirectory page={1} />;
}

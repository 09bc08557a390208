import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { CuratorPage, curatorPageMetadata } from "@/components/public/curator/curator-page";
import { curatorPageNumber } from "@/lib/public/curator-page-path";

// /curators/{handle}/page/{N}: a later page of a curator's lists, kept on its own (lib/cache/page-tags.ts).
// The request guard lets through only N from 2 to the curator's last page.
export const dynamic = "force-dynamic";

type Props = { params: Promise<{ handle: string; page: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { handle, page } = await params;
  return curatorPageMetadata(handle, curatorPageNumber(page) ?? 1);
}

export default async function CuratorProfilePageN({ params }: Props) {
  const { handle, page } = await params;
  const number = curatorPageNumber(page);
  if (number === null) notFound();
  return <CuratorPage handle={handle} page={number} />;
}

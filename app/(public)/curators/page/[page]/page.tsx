import type { Metadata } from "next";
import { CuratorDirectory } from "@/components/public/curator/curator-directory";
import { curatorDirectoryMetadata } from "@/components/public/curator/curator-directory-metadata";
import { pageNumberSchema } from "@/lib/lists/topic-filter-schema";

// /curators/page/{N}: a page of the directory, kept on its own (lib/cache/page-tags.ts).
export const dynamic = "force-dynamic";

type Props = { params: Promise<{ page: string }> };

const pageOf = async ({ params }: Props) => {
  const parsed = pageNumberSchema.safeParse((await params).page);
  return parsed.success ? parsed.data : null;
};

export async function generateMetadata(props: Props): Promise<Metadata> {
  return curatorDirectoryMetadata(await pageOf(props));
}

export default async function CuratorsPageN(props: Props) {
  return <CuratorDirectory page={await pageOf(props)} />;
}

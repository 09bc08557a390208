import type { Metadata } from "next";
import { headers } from "next/headers";
import { connection } from "next/server";
import { CuratorNotFound, ListNotFound, PageNotFound, TopicNotFound } from "@/components/public/not-found-screens";
import { PublicShell } from "@/components/public/public-shell";
import { MISSING_PAGE_HEADER, type MissingPageKind } from "@/lib/public/missing-pages";

const SCREENS: Record<MissingPageKind, { title: string; Screen: () => React.ReactNode }> = {
  list: { title: "List Not Found", Screen: ListNotFound },
  topic: { title: "Category Not Found", Screen: TopicNotFound },
  curator: { title: "Curator Not Found", Screen: CuratorNotFound },
};

async function missingScreen() {
  const kind = (await headers()).get(MISSING_PAGE_HEADER);
  return kind && kind in SCREENS ? SCREENS[kind as MissingPageKind] : { title: "Page Not Found", Screen: PageNotFound };
}

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await missingScreen()).title };
}

// Any address that matches no page, and (through proxy.ts) a list, topic or curator that does not exist:
// the public header and footer around the 404 message. Rendered per request (never at build time), so
// the header shows the current categories and settings.
export default async function NotFound() {
  await connection();
  const { Screen } = await missingScreen();
  return (
    <PublicShell>
      <Screen />
    </PublicShell>
  );
}

import type { Metadata } from "next";
import { headers } from "next/headers";
import { connection } from "next/server";
import { CuratorNotFound, ListNotFound, NOT_FOUND_TITLES, PageNotFound, TopicNotFound } from "@/components/public/not-found-screens";
import { PublicShell } from "@/components/public/public-shell";
import { MISSING_PAGE_HEADER, type MissingPageKind } from "@/lib/public/missing-pages";

const SCREENS: Record<MissingPageKind | "page", () => React.ReactNode> = {
  list: ListNotFound,
  topic: TopicNotFound,
  curator: CuratorNotFound,
  page: PageNotFound,
};

/** The screen proxy.ts asked for (a client may send the header too: only the four screens exist), or Page Not Found. */
async function missingScreen() {
  const header = (await headers()).get(MISSING_PAGE_HEADER);
  const kind = header && Object.hasOwn(SCREENS, header) ? (header as MissingPageKind) : "page";
  return { title: NOT_FOUND_TITLES[kind], Screen: SCREENS[kind] };
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

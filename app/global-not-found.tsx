import type { Metadata } from "next";
import { headers } from "next/headers";
import type { CSSProperties } from "react";
import { MissingPageClient } from "@/components/public/missing-page-client";
import { CuratorNotFound, ListNotFound, NOT_FOUND_TITLES, PageNotFound, TopicNotFound } from "@/components/public/not-found-screens";
import { PublicShell } from "@/components/public/public-shell";
import { releaseRenderTraceWhenDone } from "@/lib/render/release-render-trace";
import { MISSING_PAGE_HEADER, type MissingPageKind } from "@/lib/public/missing-pages";
import { getActiveTheme, getSiteSettings } from "@/lib/settings/queries";
import { themeCssVariables } from "@/lib/settings/theme-schema";
import { siteUrl } from "@/lib/site-url";
import { themeFontVariables } from "./fonts";
import "./globals.css";

// Any address no route matches, and (through proxy.ts) a list, topic or curator that does not exist:
// the whole public page around the 404 message, with status 404. It is the only not-found page that
// reads the request, so app/not-found.tsx stays static and the public pages stay in the page cache.
// Its reads (settings, theme, categories) come from the data cache: a 404 runs no query.

const SCREENS: Record<MissingPageKind | "page", () => React.ReactNode> = {
  list: ListNotFound,
  topic: TopicNotFound,
  curator: CuratorNotFound,
  page: PageNotFound,
};

/** The screen proxy.ts asked for (a client may send the header too: only the four screens exist), or Page Not Found. */
async function missingKind(): Promise<MissingPageKind | "page"> {
  const header = (await headers()).get(MISSING_PAGE_HEADER);
  return header && Object.hasOwn(SCREENS, header) ? (header as MissingPageKind) : "page";
}

export async function generateMetadata(): Promise<Metadata> {
  const settings = await getSiteSettings();
  return {
    metadataBase: new URL(siteUrl()),
    title: `${NOT_FOUND_TITLES[await missingKind()]} | ${settings.siteTitle}`,
    robots: { index: false },
  };
}

export default async function GlobalNotFound() {
  releaseRenderTraceWhenDone();
  const [theme, kind] = await Promise.all([getActiveTheme(), missingKind()]);
  const Screen = SCREENS[kind];
  return (
    <html lang="en" style={{ ...themeFontVariables(theme), ...themeCssVariables(theme) } as CSSProperties}>
      <body className="min-h-screen antialiased">
        <PublicShell>
          <Screen />
        </PublicShell>
        <MissingPageClient />
      </body>
    </html>
  );
}

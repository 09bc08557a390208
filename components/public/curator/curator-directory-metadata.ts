import type { Metadata } from "next";
import { getSiteSettings } from "@/lib/settings/queries";
import { curatorDirectoryPageHref } from "@/lib/public/curator-directory-path";
import { absoluteUrl } from "@/lib/site-url";

/** The directory's title and canonical address: /curators, or /curators?page=N from page 2 on. */
export async function curatorDirectoryMetadata(page: number | null): Promise<Metadata> {
  const settings = await getSiteSettings();
  const url = absoluteUrl(curatorDirectoryPageHref(page ?? 1));
  const title = page && page > 1 ? `Our Curators, page ${page}` : "Our Curators";
  const description = `The experts behind the lists on ${settings.siteTitle}: verified curators first, then by credibility.`;
  return {
    title,
    description,
    alternates: { canonical: url },
    ...(page === null && { robots: { index: false } }),
    openGraph: { type: "website", url, title, description, siteName: settings.siteTitle },
    twitter: { card: "summary_large_image", title, description },
  };
}

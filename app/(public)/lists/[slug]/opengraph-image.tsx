import { notFound } from "next/navigation";
import { ImageResponse } from "next/og";
import { tagThisPage } from "@/lib/cache/page-tags";
import { cacheTags } from "@/lib/cache/tags";
import { REVALIDATE_EVERY_TIME } from "@/lib/http/shared-caching";
import { findPublishedListBySlug } from "@/lib/lists/queries";
import { ogFonts, ogSafeText } from "@/lib/seo/og-image";
import { getActiveTheme, getSiteSettings } from "@/lib/settings/queries";

export const alt = "The list's title, curator and quality score";
export const size = { width: 1200, height: 630 };
export const contentType = "image/png";
// Drawn when asked for and kept in front of Next.js, like the list's page, until a write names the list or
// its address (a change to its category or curator names the list too) or the theme or site title it shows.
export const dynamic = "force-dynamic";

/** At most `max` characters, cut at a word with "..." so three lines always hold it. */
function shorten(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 3);
  return `${cut.slice(0, cut.lastIndexOf(" ") > max / 2 ? cut.lastIndexOf(" ") : cut.length).trimEnd()}...`;
}

export default async function ListOpenGraphImage({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const list = await findPublishedListBySlug(slug);
  tagThisPage(cacheTags.listSlug(slug), ...(list ? [cacheTags.list(list.id)] : []));
  if (!list) notFound();
  const [theme, settings] = await Promise.all([getActiveTheme(), getSiteSettings()]);

  const title = shorten(ogSafeText(list.title), 110);
  const byline = ogSafeText(list.expert?.name ?? [list.author, list.authorOrg].filter(Boolean).join(", "));
  const category = list.category ? ogSafeText(list.category.name) : "";
  const verified = list.verificationStatus === "verified";
  const titleSize = title.length > 90 ? 54 : title.length > 55 ? 64 : 76;

  return new ImageResponse(
    (
      <div style={{ width: "100%", height: "100%", display: "flex", background: theme.backgroundColor, fontFamily: "Body" }}>
        <div style={{ width: 24, height: "100%", background: theme.primaryColor }} />
        <div style={{ flex: 1, display: "flex", flexDirection: "column", justifyContent: "space-between", padding: "56px 72px 56px 64px" }}>
          <div style={{ display: "flex", alignItems: "center", justifyContent: "space-between", fontSize: 26, letterSpacing: 2 }}>
            <div style={{ display: "flex", color: theme.primaryColor, fontFamily: "Heading", fontSize: 40 }}>{ogSafeText(settings.siteTitle)}</div>
            {category ? <div style={{ display: "flex", color: theme.secondaryColor, textTransform: "uppercase" }}>{category}</div> : null}
          </div>
          <div style={{ display: "flex", color: theme.textColor, fontFamily: "Heading", fontSize: titleSize, lineHeight: 1.1, maxHeight: titleSize * 1.1 * 3, overflow: "hidden" }}>
            {title}
          </div>
          <div style={{ display: "flex", alignItems: "flex-end", justifyContent: "space-between" }}>
            <div style={{ display: "flex", flexDirection: "column", gap: 10, maxWidth: 700 }}>
              {byline ? <div style={{ display: "flex", fontSize: 30, fontWeight: 700, color: theme.secondaryColor }}>{`By ${byline}`}</div> : null}
              <div style={{ display: "flex", fontSize: 24, color: verified ? theme.primaryColor : theme.secondaryColor }}>
                {verified ? "Verified Expert" : "Community Compiled"}
              </div>
            </div>
            {list.qualityScore !== null ? (
              <div
                style={{
                  display: "flex", flexDirection: "column", alignItems: "center", justifyContent: "center",
                  width: 190, height: 190, borderRadius: 95, background: theme.primaryColor, color: theme.backgroundColor,
                  border: `6px solid ${theme.accentColor}`,
                }}
              >
                <div style={{ display: "flex", alignItems: "baseline", fontWeight: 700 }}>
                  <span style={{ fontSize: 64 }}>{String(list.qualityScore)}</span>
                  <span style={{ fontSize: 28 }}>/100</span>
                </div>
                <div style={{ display: "flex", fontSize: 18, letterSpacing: 2, textTransform: "uppercase" }}>Quality</div>
              </div>
            ) : null}
          </div>
        </div>
      </div>
    ),
    {
      ...size,
      fonts: await ogFonts(theme),
      headers: { "Cache-Control": REVALIDATE_EVERY_TIME },
    },
  );
}

import localFont from "next/font/local";
import { usableTheme, type BODY_FONTS, type HEADING_FONTS, type Theme } from "@/lib/settings/theme-schema";
import { fontStack, fontVariable, themeFontVariablesOf } from "@/lib/theme/font-variables";

// The theme's eight fonts, self-hosted from the @fontsource files (latin subset, the weights the site
// uses). Each keeps its real family name (the admin panel's theme preview names it) and gets a
// size-adjusted local fallback, so text does not move when the font arrives. Each font has a variable
// (fontVariables); the root layout sets those of the active theme's heading and body fonts
// (themeFontVariables), which themeCssVariables points the theme at. None is preloaded: a browser
// downloads only the faces a page lays out, once the stylesheet names them, and shows the fallback until
// then. Preloading the theme's faces (seven files, about 150 KB, requested ahead of the stylesheet and
// the hero picture) delayed the largest paint on a slow phone connection by more than a preload saves.
// next/font reads these calls at build time: every option is written out.

const cormorantGaramond = localFont({
  src: [
    { path: "../node_modules/@fontsource/cormorant-garamond/files/cormorant-garamond-latin-500-normal.woff2", weight: "500", style: "normal" },
    { path: "../node_modules/@fontsource/cormorant-garamond/files/cormorant-garamond-latin-600-normal.woff2", weight: "600", style: "normal" },
    { path: "../node_modules/@fontsource/cormorant-garamond/files/cormorant-garamond-latin-700-normal.woff2", weight: "700", style: "normal" },
  ],
  declarations: [{ prop: "font-family", value: "Cormorant Garamond" }],
  fallback: ["Georgia", "'Times New Roman'", "serif"],
  adjustFontFallback: "Times New Roman",
  preload: false,
});

const playfairDisplay = localFont({
  src: [
    { path: "../node_modules/@fontsource/playfair-display/files/playfair-display-latin-500-normal.woff2", weight: "500", style: "normal" },
    { path: "../node_modules/@fontsource/playfair-display/files/playfair-display-latin-600-normal.woff2", weight: "600", style: "normal" },
    { path: "../node_modules/@fontsource/playfair-display/files/playfair-display-latin-700-normal.woff2", weight: "700", style: "normal" },
  ],
  declarations: [{ prop: "font-family", value: "Playfair Display" }],
  fallback: ["Georgia", "'Times New Roman'", "serif"],
  adjustFontFallback: "Times New Roman",
  preload: false,
});

const libreBaskerville = localFont({
  src: [
    { path: "../node_modules/@fontsource/libre-baskerville/files/libre-baskerville-latin-400-normal.woff2", weight: "400", style: "normal" },
    { path: "../node_modules/@fontsource/libre-baskerville/files/libre-baskerville-latin-700-normal.woff2", weight: "700", style: "normal" },
  ],
  declarations: [{ prop: "font-family", value: "Libre Baskerville" }],
  fallback: ["Georgia", "'Times New Roman'", "serif"],
  adjustFontFallback: "Times New Roman",
  preload: false,
});

const crimsonText = localFont({
  src: [
    { path: "../node_modules/@fontsource/crimson-text/files/crimson-text-latin-400-normal.woff2", weight: "400", style: "normal" },
    { path: "../node_modules/@fontsource/crimson-text/files/crimson-text-latin-600-normal.woff2", weight: "600", style: "normal" },
    { path: "../node_modules/@fontsource/crimson-text/files/crimson-text-latin-700-normal.woff2", weight: "700", style: "normal" },
  ],
  declarations: [{ prop: "font-family", value: "Crimson Text" }],
  fallback: ["Georgia", "'Times New Roman'", "serif"],
  adjustFontFallback: "Times New Roman",
  preload: false,
});

// The default body font: a page sets it in up to four weights, so it comes as one variable file (38 KB)
// instead of four static ones (75 KB); on a slow phone connection a list page's fonts arrive sooner.
const montserrat = localFont({
  src: [{ path: "../node_modules/@fontsource-variable/montserrat/files/montserrat-latin-wght-normal.woff2", weight: "100 900", style: "normal" }],
  declarations: [{ prop: "font-family", value: "Montserrat" }],
  fallback: ["system-ui", "sans-serif"],
  adjustFontFallback: "Arial",
  preload: false,
});

const inter = localFont({
  src: [
    { path: "../node_modules/@fontsource/inter/files/inter-latin-400-normal.woff2", weight: "400", style: "normal" },
    { path: "../node_modules/@fontsource/inter/files/inter-latin-500-normal.woff2", weight: "500", style: "normal" },
    { path: "../node_modules/@fontsource/inter/files/inter-latin-600-normal.woff2", weight: "600", style: "normal" },
    { path: "../node_modules/@fontsource/inter/files/inter-latin-700-normal.woff2", weight: "700", style: "normal" },
  ],
  declarations: [{ prop: "font-family", value: "Inter" }],
  fallback: ["system-ui", "sans-serif"],
  adjustFontFallback: "Arial",
  preload: false,
});

const openSans = localFont({
  src: [
    { path: "../node_modules/@fontsource/open-sans/files/open-sans-latin-400-normal.woff2", weight: "400", style: "normal" },
    { path: "../node_modules/@fontsource/open-sans/files/open-sans-latin-500-normal.woff2", weight: "500", style: "normal" },
    { path: "../node_modules/@fontsource/open-sans/files/open-sans-latin-600-normal.woff2", weight: "600", style: "normal" },
    { path: "../node_modules/@fontsource/open-sans/files/open-sans-latin-700-normal.woff2", weight: "700", style: "normal" },
  ],
  declarations: [{ prop: "font-family", value: "Open Sans" }],
  fallback: ["system-ui", "sans-serif"],
  adjustFontFallback: "Arial",
  preload: false,
});

const lato = localFont({
  src: [
    { path: "../node_modules/@fontsource/lato/files/lato-latin-400-normal.woff2", weight: "400", style: "normal" },
    { path: "../node_modules/@fontsource/lato/files/lato-latin-700-normal.woff2", weight: "700", style: "normal" },
  ],
  declarations: [{ prop: "font-family", value: "Lato" }],
  fallback: ["system-ui", "sans-serif"],
  adjustFontFallback: "Arial",
  preload: false,
});

const FONTS = {
  "Cormorant Garamond": cormorantGaramond,
  "Playfair Display": playfairDisplay,
  "Libre Baskerville": libreBaskerville,
  "Crimson Text": crimsonText,
  Montserrat: montserrat,
  Inter: inter,
  "Open Sans": openSans,
  Lato: lato,
} satisfies Record<(typeof HEADING_FONTS)[number] | (typeof BODY_FONTS)[number], unknown>;

/** --font-cormorant-garamond and the others, each the font's family list (the theme preview sets them all). */
export const fontVariables = Object.fromEntries(
  Object.entries(FONTS).map(([name, font]) => [fontVariable(name), fontStack(name, font.style.fontFamily)]),
) as Record<`--font-${string}`, string>;

/**
 * The variables of the theme's heading and body fonts, for <html>'s style: a page lays out no other font,
 * and the eight together would add 2.6 KB to every page's HTML and again to its React payload.
 */
export function themeFontVariables(theme: Theme): Record<`--font-${string}`, string> {
  return themeFontVariablesOf(fontVariables, usableTheme(theme));
}

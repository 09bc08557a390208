/** The CSS variable holding a theme font with its fallbacks (app/fonts.ts): "Open Sans" is --font-open-sans. */
export function fontVariable(font: string): `--font-${string}` {
  return `--font-${font.toLowerCase().replace(/ /g, "-")}`;
}

/**
 * A font's family list as the root layout sets it: the real family name first (next/font's own name for
 * it differs between bundlers), then the size-adjusted fallback face and the generic fallbacks next/font
 * generated for it.
 */
export function fontStack(font: string, generated: string): string {
  const rest = generated.split(",").slice(1).map((family) => family.trim());
  return [`"${font}"`, ...rest].join(", ");
}

/** Of every font's variable, those of a theme's heading and body fonts: all a page lays out. */
export function themeFontVariablesOf(
  all: Record<`--font-${string}`, string>,
  fonts: { headingFont: string; bodyFont: string },
): Record<`--font-${string}`, string> {
  const used = new Set([fontVariable(fonts.headingFont), fontVariable(fonts.bodyFont)]);
  return Object.fromEntries(Object.entries(all).filter(([name]) => used.has(name as `--font-${string}`)));
}

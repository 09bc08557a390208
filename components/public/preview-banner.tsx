import { fontVariables } from "@/app/fonts";
import { themeCssVariables, type Theme } from "@/lib/settings/theme-schema";

/**
 * The unpublished theme over the live one the root layout set on <html> (an !important rule wins over
 * it), with every font's variable: the layout sets only those of the live theme's fonts.
 */
export function PreviewTheme({ theme }: { theme: Theme }) {
  // themeCssVariables only emits validated values: hex colours, listed fonts and numbers; the font
  // variables are next/font's family lists.
  const rules = Object.entries({ ...fontVariables, ...themeCssVariables(theme) })
    .map(([name, value]) => `${name}: ${value} !important;`)
    .join(" ");
  return <style>{`html { ${rules} }`}</style>;
}

export function PreviewBanner() {
  return (
    <div role="note" aria-label="Preview" data-testid="preview-banner" className="sticky top-0 z-50 bg-ink px-4 py-2 text-center text-sm font-semibold text-background">
      Preview: unpublished theme, settings and draft lists. Visitors see the published site.
    </div>
  );
}

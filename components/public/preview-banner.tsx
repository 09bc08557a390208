import { themeCssVariables, type Theme } from "@/lib/settings/theme-schema";

/** The unpublished theme over the live one the root layout set on <html> (an !important rule wins over it). */
export function PreviewTheme({ theme }: { theme: Theme }) {
  // themeCssVariables only emits validated values: hex colours, listed fonts and numbers.
  const rules = Object.entries(themeCssVariables(theme))
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

import type { Theme } from "@/lib/settings/theme-schema";

const stack = (font: string, serif: boolean) => `"${font}", ${serif ? "Georgia, serif" : "system-ui, sans-serif"}`;

/** Headings at 2.5, 2 and 1.5 times the base size, body text and buttons, in the theme being edited. */
export function ThemePreview({ theme }: { theme: Theme }) {
  const base = theme.baseFontSize;
  const heading = { fontFamily: stack(theme.headingFont, true), color: theme.primaryColor, letterSpacing: `${theme.letterSpacing * 0.5}px` };
  return (
    <div
      data-testid="theme-preview"
      className="rounded-2xl border border-secondary/20 p-6"
      style={{ background: theme.backgroundColor, color: theme.textColor, fontFamily: stack(theme.bodyFont, false), fontSize: `${base}px`, letterSpacing: `${theme.letterSpacing * 0.25}px` }}
    >
      <p style={{ ...heading, fontSize: `${base * 2.5}px`, lineHeight: 1.1, fontWeight: 700 }}>Heading One</p>
      <p style={{ ...heading, fontSize: `${base * 2}px`, lineHeight: 1.15, fontWeight: 600, marginTop: "0.75rem", color: theme.secondaryColor }}>Heading Two</p>
      <p style={{ ...heading, fontSize: `${base * 1.5}px`, lineHeight: 1.2, fontWeight: 600, marginTop: "0.75rem" }}>Heading Three</p>
      <p className="mt-4 leading-relaxed">
        Body text reads like this: practical, inspirational and expert lists for all your plans and projects.{" "}
        <span className="rounded px-1.5 py-0.5" style={{ background: theme.roseColor, color: theme.textColor, fontWeight: 600 }}>
          Highlights
        </span>{" "}
        sit on the rose colour.
      </p>
      <div className="mt-5 flex flex-wrap gap-3">
        <span className="inline-flex h-10 items-center rounded-full px-5 text-sm font-semibold" style={{ background: theme.primaryColor, color: theme.backgroundColor }}>
          Primary Button
        </span>
        <span className="inline-flex h-10 items-center rounded-full px-5 text-sm font-semibold" style={{ background: theme.accentColor, color: theme.textColor }}>
          Accent Button
        </span>
      </div>
    </div>
  );
}

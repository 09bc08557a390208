import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { BODY_FONTS, DEFAULT_THEME, HEADING_FONTS, themeCssVariables, usableTheme } from "@/lib/settings/theme-schema";
import { fontStack, fontVariable, themeFontVariablesOf } from "@/lib/theme/font-variables";

describe("theme font variables", () => {
  it("names one variable per font, in lower-case words joined by hyphens", () => {
    expect(fontVariable("Open Sans")).toBe("--font-open-sans");
    expect(fontVariable("Cormorant Garamond")).toBe("--font-cormorant-garamond");
    expect(fontVariable("Inter")).toBe("--font-inter");
  });

  it("puts the real family first and keeps next/font's size-adjusted fallback and generic families after it", () => {
    expect(fontStack("Playfair Display", "'playfairDisplay', 'playfairDisplay Fallback', Georgia, 'Times New Roman', serif")).toBe(
      `"Playfair Display", 'playfairDisplay Fallback', Georgia, 'Times New Roman', serif`,
    );
    expect(fontStack("Inter", "'Inter', 'Inter Fallback'")).toBe(`"Inter", 'Inter Fallback'`);
  });

  it("points the theme's heading and body fonts at the chosen fonts' variables, with the named font behind them", () => {
    const variables = themeCssVariables({ ...DEFAULT_THEME, headingFont: "Libre Baskerville", bodyFont: "Open Sans" });
    expect(variables["--theme-heading-font"]).toBe(`var(--font-libre-baskerville, "Libre Baskerville", Georgia, "Times New Roman", serif)`);
    expect(variables["--theme-body-font"]).toBe(`var(--font-open-sans, "Open Sans", system-ui, sans-serif)`);
  });

  it("sets on a page only the variables of the theme's heading and body fonts", () => {
    const all = Object.fromEntries([...HEADING_FONTS, ...BODY_FONTS].map((font) => [fontVariable(font), `"${font}", serif`]));
    expect(themeFontVariablesOf(all, { headingFont: "Playfair Display", bodyFont: "Lato" })).toEqual({
      "--font-playfair-display": `"Playfair Display", serif`,
      "--font-lato": `"Lato", serif`,
    });
    // A stored theme that no longer validates is shown, fonts included, as the default theme.
    const broken = usableTheme({ ...DEFAULT_THEME, headingFont: "Comic Sans" as never, primaryColor: "red" });
    expect(Object.keys(themeFontVariablesOf(all, broken)).sort()).toEqual([fontVariable(DEFAULT_THEME.bodyFont), fontVariable(DEFAULT_THEME.headingFont)].sort());
  });

  it("loads every font a theme may choose, under its own family name, and preloads none of them", () => {
    // app/fonts.ts runs only inside Next's build (next/font), so its calls are read as written.
    const source = readFileSync("app/fonts.ts", "utf8");
    const calls = [...source.matchAll(/localFont\(\{([\s\S]*?)\n\}\);/g)].map((match) => match[1]);
    const byFamily = new Map(calls.map((call) => [call.match(/prop: "font-family", value: "([^"]+)"/)![1], call]));
    expect([...byFamily.keys()].sort()).toEqual([...HEADING_FONTS, ...BODY_FONTS].sort());
    const notPreloaded = [...byFamily].filter(([, call]) => call.includes("preload: false")).map(([family]) => family);
    expect(notPreloaded.sort()).toEqual([...byFamily.keys()].sort());
  });
});

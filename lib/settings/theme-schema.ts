import { z } from "zod";
import { fontVariable } from "@/lib/theme/font-variables";

// The fonts an editor may choose, and the default theme.
export const HEADING_FONTS = ["Cormorant Garamond", "Playfair Display", "Libre Baskerville", "Crimson Text"] as const;
export const BODY_FONTS = ["Montserrat", "Inter", "Open Sans", "Lato"] as const;

const hexColor = z.string({ error: "Use a colour like #5D0034." }).regex(/^#[0-9a-fA-F]{6}$/, "Use a colour like #5D0034.");

export const THEME_FONT_SIZE = { min: 14, max: 18 } as const;
export const THEME_LETTER_SPACING = { min: 0, max: 4, step: 0.5 } as const;

const sizeMessage = `Use a whole number from ${THEME_FONT_SIZE.min} to ${THEME_FONT_SIZE.max}.`;
const spacingMessage = `Use a number from ${THEME_LETTER_SPACING.min} to ${THEME_LETTER_SPACING.max} in steps of ${THEME_LETTER_SPACING.step}.`;

export const themeSchema = z.object({
  primaryColor: hexColor,
  backgroundColor: hexColor,
  secondaryColor: hexColor,
  accentColor: hexColor,
  textColor: hexColor,
  roseColor: hexColor,
  headingFont: z.enum(HEADING_FONTS, { error: `Choose one of: ${HEADING_FONTS.join(", ")}.` }),
  bodyFont: z.enum(BODY_FONTS, { error: `Choose one of: ${BODY_FONTS.join(", ")}.` }),
  baseFontSize: z.number({ error: sizeMessage }).int(sizeMessage).min(THEME_FONT_SIZE.min, sizeMessage).max(THEME_FONT_SIZE.max, sizeMessage),
  letterSpacing: z
    .number({ error: spacingMessage })
    .min(THEME_LETTER_SPACING.min, spacingMessage)
    .max(THEME_LETTER_SPACING.max, spacingMessage)
    .multipleOf(THEME_LETTER_SPACING.step, spacingMessage),
});

export type Theme = z.infer<typeof themeSchema>;

export const DEFAULT_THEME: Theme = {
  primaryColor: "#5D0034",
  backgroundColor: "#F8F5F0",
  secondaryColor: "#4D3B2D",
  accentColor: "#BF9B6F",
  textColor: "#333333",
  roseColor: "#C27C88",
  headingFont: "Cormorant Garamond",
  bodyFont: "Montserrat",
  baseFontSize: 16,
  letterSpacing: 1,
};

// The variable holds the self-hosted font and its size-adjusted fallback; the rest applies where it is not set.
const fallbackStack = (font: string) =>
  (HEADING_FONTS as readonly string[]).includes(font)
    ? `var(${fontVariable(font)}, "${font}", Georgia, "Times New Roman", serif)`
    : `var(${fontVariable(font)}, "${font}", system-ui, sans-serif)`;

/** The theme as pages apply it: the default one in place of a stored theme that no longer validates. */
export function usableTheme(theme: Theme): Theme {
  return themeSchema.safeParse(theme).success ? theme : DEFAULT_THEME;
}

/** The CSS custom properties the whole public site reads its colours, fonts and sizes from. */
export function themeCssVariables(theme: Theme): Record<`--theme-${string}`, string> {
  const safe = usableTheme(theme);
  return {
    "--theme-primary": safe.primaryColor,
    "--theme-background": safe.backgroundColor,
    "--theme-secondary": safe.secondaryColor,
    "--theme-accent": safe.accentColor,
    "--theme-text": safe.textColor,
    "--theme-rose": safe.roseColor,
    "--theme-heading-font": fallbackStack(safe.headingFont),
    "--theme-body-font": fallbackStack(safe.bodyFont),
    "--theme-base-font-size": `${safe.baseFontSize}px`,
    "--theme-letter-spacing": `${safe.letterSpacing}px`,
  };
}

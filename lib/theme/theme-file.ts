import { themeSchema, type Theme } from "@/lib/settings/theme-schema";

export const THEME_FILE_NAME = "theme.json";

/** The theme as theme.json holds it: the editable fields only, in a fixed order. */
export function themeFileText(theme: Theme): string {
  const fields: Theme = themeSchema.parse(theme);
  return `${JSON.stringify(fields, null, 2)}\n`;
}

export type ThemeFileResult = { ok: true; theme: Theme } | { ok: false; problems: string[] };

/** Reads an imported theme.json: every field is checked, and every problem is named (none applies then). */
export function parseThemeFile(text: string): ThemeFileResult {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, problems: ["The file is not valid JSON."] };
  }
  if (typeof data !== "object" || data === null || Array.isArray(data)) {
    return { ok: false, problems: ["The file must hold one JSON object with the theme's fields."] };
  }
  const parsed = themeSchema.safeParse(data);
  if (parsed.success) return { ok: true, theme: parsed.data };
  const problems = parsed.error.issues.map((issue) => `${issue.path.join(".") || "theme"}: ${issue.message}`);
  return { ok: false, problems: [...new Set(problems)] };
}

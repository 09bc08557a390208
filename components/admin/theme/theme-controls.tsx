"use client";

import { useId } from "react";
import { fieldClasses, labelClasses } from "@/components/ui/field";
import { Select } from "@/components/ui/select";
import { BODY_FONTS, HEADING_FONTS, THEME_FONT_SIZE, THEME_LETTER_SPACING, type Theme } from "@/lib/settings/theme-schema";

export type ColorField = "primaryColor" | "backgroundColor" | "secondaryColor" | "accentColor" | "textColor" | "roseColor";

export const COLOR_FIELDS: { field: ColorField; label: string }[] = [
  { field: "primaryColor", label: "Primary" },
  { field: "backgroundColor", label: "Background" },
  { field: "secondaryColor", label: "Secondary" },
  { field: "accentColor", label: "Accent" },
  { field: "textColor", label: "Text" },
  { field: "roseColor", label: "Rose" },
];

const HEX = /^#[0-9a-fA-F]{6}$/;

/** A colour as a picker and as its hex code; the code may be typed, and counts once it is complete. */
export function ColorInput({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  const id = useId();
  const valid = HEX.test(value);
  return (
    <div>
      <label htmlFor={id} className={labelClasses}>
        {label}
      </label>
      <div className="flex items-center gap-2">
        <input
          type="color"
          aria-label={`${label} colour picker`}
          value={valid ? value.toLowerCase() : "#000000"}
          onChange={(event) => onChange(event.target.value.toUpperCase())}
          className="h-11 w-12 shrink-0 cursor-pointer rounded-lg border border-secondary/25 bg-background p-1"
        />
        <input
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value.trim())}
          maxLength={7}
          spellCheck={false}
          aria-invalid={!valid}
          className={`${fieldClasses} font-mono uppercase aria-invalid:border-red-600`}
        />
      </div>
      {!valid && <p className="mt-1 text-xs text-red-700">Use a colour like #5D0034.</p>}
    </div>
  );
}

function FontSelect({ label, fonts, value, onChange }: { label: string; fonts: readonly string[]; value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={labelClasses}>
        {label}
      </label>
      <Select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {fonts.map((font) => (
          <option key={font} value={font}>
            {font}
          </option>
        ))}
      </Select>
    </div>
  );
}

function Slider({ label, value, unit, min, max, step, onChange }: { label: string; value: number; unit: string; min: number; max: number; step: number; onChange: (value: number) => void }) {
  const id = useId();
  return (
    <div>
      <div className="flex items-baseline justify-between">
        <label htmlFor={id} className={labelClasses}>
          {label}
        </label>
        <output htmlFor={id} className="text-sm font-semibold text-primary">
          {value}
          {unit}
        </output>
      </div>
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
        className="w-full accent-primary"
      />
      <div className="flex justify-between text-xs text-ink/70" aria-hidden="true">
        <span>
          {min}
          {unit}
        </span>
        <span>
          {max}
          {unit}
        </span>
      </div>
    </div>
  );
}

/** Fonts, base size and letter spacing. */
export function TypographyControls({ theme, onChange }: { theme: Theme; onChange: (patch: Partial<Theme>) => void }) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <FontSelect label="Heading Font" fonts={HEADING_FONTS} value={theme.headingFont} onChange={(value) => onChange({ headingFont: value as Theme["headingFont"] })} />
      <FontSelect label="Body Font" fonts={BODY_FONTS} value={theme.bodyFont} onChange={(value) => onChange({ bodyFont: value as Theme["bodyFont"] })} />
      <Slider label="Base Font Size" unit="px" {...THEME_FONT_SIZE} step={1} value={theme.baseFontSize} onChange={(value) => onChange({ baseFontSize: value })} />
      <Slider label="Letter Spacing" unit="px" {...THEME_LETTER_SPACING} value={theme.letterSpacing} onChange={(value) => onChange({ letterSpacing: value })} />
    </div>
  );
}

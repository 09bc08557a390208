import "server-only";
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Theme } from "@/lib/settings/theme-schema";

// What the list OpenGraph image needs besides the list: the theme's fonts, read from the self-hosted
// @fontsource packages, and text reduced to characters those fonts surely have. Any other character
// would make next/og download a fallback font or emoji from the internet, which this site never does.

type FontWeight = 400 | 700;
export interface OgFont {
  name: string;
  data: ArrayBuffer;
  weight: FontWeight;
  style: "normal";
}

const PACKAGES: Record<string, string> = {
  "Cormorant Garamond": "cormorant-garamond",
  "Playfair Display": "playfair-display",
  "Libre Baskerville": "libre-baskerville",
  "Crimson Text": "crimson-text",
  Montserrat: "montserrat",
  Inter: "inter",
  "Open Sans": "open-sans",
  Lato: "lato",
};

// Font files read once per process. The files themselves are kept, not the promises of them: a promise
// made while serving a request would keep that request's async context alive with it.
const loaded = new Map<string, ArrayBuffer>();

async function fontFile(pkg: string, weight: FontWeight): Promise<ArrayBuffer> {
  const file = path.join(process.cwd(), "node_modules", "@fontsource", pkg, "files", `${pkg}-latin-${weight}-normal.woff`);
  let data = loaded.get(file);
  if (!data) {
    const buffer = await readFile(file);
    data = buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength) as ArrayBuffer;
    loaded.set(file, data);
  }
  return data;
}

/** The theme's heading font (bold) and body font (regular and bold), as next/og font entries. */
export async function ogFonts(theme: Pick<Theme, "headingFont" | "bodyFont">): Promise<OgFont[]> {
  const heading = PACKAGES[theme.headingFont] ?? "cormorant-garamond";
  const body = PACKAGES[theme.bodyFont] ?? "montserrat";
  const [headingBold, bodyRegular, bodyBold] = await Promise.all([fontFile(heading, 700), fontFile(body, 400), fontFile(body, 700)]);
  return [
    { name: "Heading", data: headingBold, weight: 700, style: "normal" },
    { name: "Body", data: bodyRegular, weight: 400, style: "normal" },
    { name: "Body", data: bodyBold, weight: 700, style: "normal" },
  ];
}

const TYPOGRAPHY: Record<string, string> = {
  "\u2018": "'", "\u2019": "'", "\u201A": "'", "\u201B": "'", "\u2032": "'",
  "\u201C": '"', "\u201D": '"', "\u201E": '"', "\u2033": '"',
  "\u2010": "-", "\u2011": "-", "\u2012": "-", "\u2013": "-", "\u2014": "-", "\u2015": "-", "\u2212": "-",
  "\u2026": "...", "\u00A0": " ", "\u2009": " ", "\u202F": " ",
};

// Printable ASCII and the Latin-1 letters and signs: in every @fontsource latin subset.
const COVERED = /^[\u0020-\u007E\u00A1-\u00FF]$/;

/** `text` with only characters the bundled fonts cover: quotes and dashes made plain, accents kept where possible. */
export function ogSafeText(text: string): string {
  let safe = "";
  for (const char of text.normalize("NFC")) {
    if (COVERED.test(char)) safe += char;
    else if (TYPOGRAPHY[char]) safe += TYPOGRAPHY[char];
    else if (/\s/.test(char)) safe += " ";
    else {
      // "ł" or "ő": the base letter without its mark; other scripts and emoji are left out.
      const base = char.normalize("NFD").replace(/[\u0300-\u036F]/g, "");
      if ([...base].every((part) => COVERED.test(part))) safe += base;
    }
  }
  return safe.replace(/\s+/g, " ").trim();
}

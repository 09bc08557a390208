export type JsonLd = Record<string, unknown>;

/** JSON for a <script type="application/ld+json">: `<` escaped so no text can close the script. */
export function serializeJsonLd(data: JsonLd | JsonLd[]): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}

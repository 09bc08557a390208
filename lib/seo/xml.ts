// Characters XML 1.0 does not allow anywhere, even escaped (C0 controls other than tab, newline, return).
const INVALID_XML_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

/** Text safe inside an XML element or attribute value. */
export function escapeXml(text: string): string {
  return text.replace(INVALID_XML_CHARS, "").replace(/[&<>"']/g, (char) => ENTITIES[char]);
}

/** An outside address that is safe to link: http(s) only (no javascript: or data:), else null. */
export function safeExternalUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  const trimmed = value.trim();
  try {
    const url = new URL(trimmed);
    return url.protocol === "http:" || url.protocol === "https:" ? url.toString() : null;
  } catch {
    return null;
  }
}

/** A mailto: link for a plausible e-mail address, else null. */
export function mailtoUrl(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed && /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/.test(trimmed) ? `mailto:${trimmed}` : null;
}

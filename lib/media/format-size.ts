const UNITS = ["Bytes", "KB", "MB", "GB"] as const;

/** A file size for people: 0 Bytes, 512 Bytes, 1.5 KB, 10 MB, 2.25 GB (1024-based, at most two decimals). */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return "0 Bytes";
  const exponent = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), UNITS.length - 1);
  const value = bytes / 1024 ** exponent;
  return `${Number.parseFloat(value.toFixed(2))} ${UNITS[exponent]}`;
}

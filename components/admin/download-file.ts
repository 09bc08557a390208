"use client";

/** Offers a file download made in the browser. */
export function downloadBlob(name: string, blob: Blob) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser reads the blob after the click returns; revoking it at once can cancel the download.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** The file name a download answer gives in Content-Disposition. */
export function attachmentName(response: Response, fallback: string): string {
  return /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1] ?? fallback;
}

"use client";

import { ErrorPanel } from "@/components/ui/error-panel";
import "./globals.css";

// The root layout or a shell around pages failed (the public pages' header and footer, say): this replaces
// the whole document, in the default theme (the saved theme could not be read) with the site's styles.
// There is no error boundary at the root, so the public pages do not load a second one's code: pages
// outside the public area have their own error.tsx.
export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <html lang="en">
      <body className="min-h-screen bg-background text-ink antialiased">
        <title>Something went wrong</title>
        <main>
          <ErrorPanel error={error} retry={retry} />
        </main>
      </body>
    </html>
  );
}

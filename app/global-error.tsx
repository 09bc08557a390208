"use client";

import { ErrorPanel } from "@/components/ui/error-panel";
import "./globals.css";

// The root layout itself failed: this replaces the whole document, in the default theme (the saved theme
// could not be read) with the site's styles.
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

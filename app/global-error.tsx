"use client";

import { UnavailableScreen } from "@/components/public/unavailable-screen";
import "./globals.css";

// The root layout itself failed (it reads the theme and settings from the database), so this page brings
// its own document.
export default function GlobalError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en">
      <head>
        <title>Briefly unavailable</title>
      </head>
      <body className="min-h-screen antialiased">
        <UnavailableScreen reset={reset} />
      </body>
    </html>
  );
}

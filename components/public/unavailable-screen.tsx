"use client";

import Link from "next/link";

/**
 * What a visitor sees when a page cannot be rendered, most often because the database is briefly out of
 * reach: a plain apology and a way to try again, never the error itself.
 */
export function UnavailableScreen({ reset }: { reset: () => void }) {
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 px-6 py-16 text-center">
      <h1 className="text-3xl font-semibold">We&apos;ll be right back</h1>
      <p className="text-base opacity-80">
        The site is briefly unavailable. Nothing you saved is lost; please try again in a few seconds.
      </p>
      <div className="flex gap-3">
        <button type="button" onClick={reset} className="rounded-md border border-current px-4 py-2 font-medium">
          Try again
        </button>
        <Link href="/" className="rounded-md px-4 py-2 font-medium underline">
          Home page
        </Link>
      </div>
    </main>
  );
}

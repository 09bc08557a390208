"use client";

import { useEffect } from "react";
import { buttonClasses } from "./button";

/** The reference a server error carries, so a report can be matched with the server's log. */
function errorReference(error: unknown): string | null {
  return error instanceof Error && "digest" in error && typeof error.digest === "string" ? error.digest : null;
}

/**
 * What a page shows when rendering it failed: an explanation, Try again (renders it afresh) and a way
 * back (`homeHref`, a full navigation so a broken client state is left behind).
 */
export function ErrorPanel({ error, retry, homeHref = "/", homeLabel = "Return Home" }: { error: unknown; retry: () => void; homeHref?: string; homeLabel?: string }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  const reference = errorReference(error);

  return (
    <section role="alert" className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center sm:py-32">
      <p className="font-heading text-7xl font-bold text-secondary" aria-hidden="true">
        Oops
      </p>
      <h1 className="mt-4 font-heading text-4xl font-bold text-primary sm:text-5xl">Something went wrong</h1>
      <p className="mt-4 max-w-lg text-base leading-relaxed text-ink/80">
        This page is briefly unavailable. It is usually a passing problem: try again in a few seconds, or go back and carry on from there. Nothing you saved is lost.
      </p>
      {reference && <p className="mt-3 text-xs text-ink/75">Reference: {reference}</p>}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button type="button" onClick={retry} className={buttonClasses("primary", "lg")}>
          Try again
        </button>
        <a href={homeHref} className={buttonClasses("outline", "lg")}>
          {homeLabel}
        </a>
      </div>
    </section>
  );
}

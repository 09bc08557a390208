"use client";

import { IntentPrefetchLink } from "@/components/public/intent-prefetch-link";
import { useEffect, useRef } from "react";
import { buttonClasses } from "@/components/ui/button";
import { CheckIcon } from "@/components/ui/icons";
import { SUBMISSION_REVIEW_TIME } from "@/lib/submissions/fields";

/**
 * After a submission. Submit Another List is a link to the empty form, so it works without JavaScript;
 * with it, the form is emptied in place.
 */
export function ThankYou({ onSubmitAnother }: { onSubmitAnother: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The screen replaces a long form: bring its heading into view and give it focus, so neither sighted
  // nor screen-reader visitors are left at the bottom of the page.
  useEffect(() => {
    headingRef.current?.scrollIntoView({ block: "center" });
    headingRef.current?.focus({ preventScroll: true });
  }, []);
  return (
    <section aria-labelledby="thank-you-title" className="rounded-2xl border border-secondary/15 bg-secondary/5 px-6 py-12 text-center sm:px-12">
      <span className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-primary/10 text-primary">
        <CheckIcon className="h-7 w-7" />
      </span>
      <h2 id="thank-you-title" ref={headingRef} tabIndex={-1} className="mt-6 font-heading text-4xl font-bold text-ink outline-none">
        Thank You!
      </h2>
      <p className="mx-auto mt-3 max-w-xl text-base leading-relaxed text-ink/80">
        Your list has been submitted for review. Our editors review every submission within {SUBMISSION_REVIEW_TIME}.
      </p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <a
          href="/submit"
          onClick={(event) => {
            event.preventDefault();
            onSubmitAnother();
          }}
          className={buttonClasses("primary", "lg")}
        >
          Submit Another List
        </a>
        <IntentPrefetchLink href="/" className={buttonClasses("outline", "lg")}>
          Return Home
        </IntentPrefetchLink>
      </div>
    </section>
  );
}

import { IntentPrefetchLink } from "@/components/public/intent-prefetch-link";
import type { ReactNode } from "react";
import { buttonClasses } from "@/components/ui/button";

/**
 * The body of every not-found screen: its title as the page's h1, an explanation, and a way home. Styled
 * from the not-found-panel class: every page's React payload carries the not-found screen of each of its
 * segments, so its markup is kept short.
 */
export function NotFoundPanel({ title, message, children }: { title: string; message: string; children?: ReactNode }) {
  return (
    <section className="not-found-panel">
      <p className="font-heading" aria-hidden="true">
        404
      </p>
      <h1 className="font-heading">{title}</h1>
      <p>{message}</p>
      <div>
        <IntentPrefetchLink href="/" className={buttonClasses("primary", "lg")}>
          Return Home
        </IntentPrefetchLink>
        {children}
      </div>
    </section>
  );
}

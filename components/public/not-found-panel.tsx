import Link from "next/link";
import type { ReactNode } from "react";
import { buttonClasses } from "@/components/ui/button";

/** The body of every not-found screen: its title as the page's h1, an explanation, and a way home. */
export function NotFoundPanel({ title, message, children }: { title: string; message: string; children?: ReactNode }) {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center sm:py-32">
      <p className="font-heading text-7xl font-bold text-secondary" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 font-heading text-4xl font-bold text-primary sm:text-5xl">{title}</h1>
      <p className="mt-4 max-w-lg text-base leading-relaxed text-ink/80">{message}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link href="/" className={buttonClasses("primary", "lg")}>
          Return Home
        </Link>
        {children}
      </div>
    </section>
  );
}

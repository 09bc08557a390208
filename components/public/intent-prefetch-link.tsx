"use client";

import { useRouter } from "next/navigation";
import type { AnchorHTMLAttributes, MouseEvent } from "react";

type IntentPrefetchLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href" | "onClick" | "onMouseEnter" | "onFocus" | "onTouchStart"> & {
  href: string;
};

/**
 * A link within the site that prefetches its page once a visitor shows they may follow it (pointer over
 * it, keyboard focus, a touch) rather than as soon as it is in sight, and opens it on the client. For the
 * links that are in sight on most page views (the navigation, the topics in the header and footer, cards,
 * a list's topic and curator): prefetching each of them on every view costs the server a request apiece,
 * and from the long tail of list pages every such request reaches Next.js (a prefetch varies on the page it
 * comes from) and may render a page nobody opens. A hover still gives a navigation most of the head start.
 *
 * A plain anchor and the router rather than next/link: a public page shows a hundred or more of these, and
 * rendering next/link's hooks for each cost about a tenth of a page's first render. A click with a
 * modifier key, or any button but the main one, is left to the browser (a new tab, a download).
 */
export function IntentPrefetchLink({ href, ...anchor }: IntentPrefetchLinkProps) {
  const router = useRouter();
  const prefetch = () => router.prefetch(href);
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!opensInPlace(event)) return;
    event.preventDefault();
    router.push(href);
  };
  return <a {...anchor} href={href} onClick={open} onMouseEnter={prefetch} onFocus={prefetch} onTouchStart={prefetch} />;
}

function opensInPlace(event: MouseEvent<HTMLAnchorElement>): boolean {
  const target = event.currentTarget.getAttribute("target");
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey &&
    (!target || target === "_self") &&
    !event.currentTarget.hasAttribute("download")
  );
}

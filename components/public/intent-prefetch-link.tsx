import type { AnchorHTMLAttributes } from "react";
import { INTENT_LINKS } from "./intent-mark";

type IntentPrefetchLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/**
 * A link within the site that prefetches its page once a visitor shows they may follow it (pointer over
 * it, keyboard focus, a touch) rather than as soon as it is in sight, and opens it on the client
 * (IntentNavigation does both for every marked link). For the links that are in sight on most page views
 * (the navigation, cards, a list's topic and curator): prefetching each of them on every view costs the
 * server a request apiece, and from the long tail of list pages every such request reaches Next.js (a
 * prefetch varies on the page it comes from) and may render a page nobody opens. A hover still gives a
 * navigation most of the head start. A plain anchor, so it renders on the server as markup and works
 * without JavaScript.
 */
export function IntentPrefetchLink(props: IntentPrefetchLinkProps) {
  return <a {...props} {...INTENT_LINKS} />;
}

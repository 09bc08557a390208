"use client";

import Link from "next/link";
import { useState, type ComponentProps } from "react";

/**
 * A link that prefetches its page once a visitor shows they may follow it (pointer over it, keyboard focus,
 * a touch) rather than as soon as it is in sight. For the links that are in sight on most page views (the
 * navigation, cards, a list's topic and curator): prefetching each of them on every view costs the server
 * a request apiece, and from the long tail of list pages every such request reaches Next.js (a prefetch
 * varies on the page it comes from) and may render a page nobody opens. A hover still gives a navigation
 * most of the head start.
 */
export function IntentPrefetchLink(props: Omit<ComponentProps<typeof Link>, "prefetch" | "onMouseEnter" | "onFocus" | "onTouchStart">) {
  const [intent, setIntent] = useState(false);
  const showIntent = () => setIntent(true);
  return <Link {...props} prefetch={intent ? null : false} onMouseEnter={showIntent} onFocus={showIntent} onTouchStart={showIntent} />;
}

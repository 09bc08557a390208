"use client";

import Link from "next/link";
import { useState, type ComponentProps } from "react";

/**
 * A link that prefetches its page once a visitor shows they may follow it (pointer over it, keyboard focus,
 * a touch) rather than as soon as it is in sight. For the site-wide navigation: it is in sight on every
 * page view, and prefetching each of its links from every page costs the server a request apiece.
 */
export function IntentPrefetchLink(props: Omit<ComponentProps<typeof Link>, "prefetch" | "onMouseEnter" | "onFocus" | "onTouchStart">) {
  const [intent, setIntent] = useState(false);
  const showIntent = () => setIntent(true);
  return <Link {...props} prefetch={intent ? null : false} onMouseEnter={showIntent} onFocus={showIntent} onTouchStart={showIntent} />;
}

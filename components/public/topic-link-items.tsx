"use client";

import { TrendingIcon } from "@/components/ui/icons";

export interface TopicLink {
  href: string;
  name: string;
}

const TRENDING: TopicLink = { name: "Trending", href: "/trending" };

/** Trending first, unless a category named trending already takes its place. */
export function withTrendingFirst(links: TopicLink[]): TopicLink[] {
  return links.some((link) => link.href === TRENDING.href) ? links : [TRENDING, ...links];
}

/**
 * The <li> items of a list of topic links (the category bar, the footer). A client component on purpose:
 * every page shows every topic twice, and the page's React payload then carries each link's address and
 * name once (both lists get the same array) instead of its markup twice. The links take their style from
 * the list around them (category-links, footer-links), which also marks them to prefetch on intent and
 * open on the client (INTENT_LINKS): plain anchors, so a hundred of them cost a render little. `trending`
 * leads with Trending and marks it with its icon.
 */
export function TopicLinkItems({ links, trending = false }: { links: TopicLink[]; trending?: boolean }) {
  return (trending ? withTrendingFirst(links) : links).map((link) => (
    <li key={link.href}>
      <a href={link.href}>
        {trending && link.href === TRENDING.href && <TrendingIcon className="h-4 w-4 text-accent" />}
        {link.name}
      </a>
    </li>
  ));
}

"use client";

import { CLIENT_LINKS, INTENT_LINKS } from "./intent-mark";
import { IntentPrefetchLink } from "./intent-prefetch-link";
import { SiteLogo } from "./site-logo";
import { TopicLinkItems, type TopicLink } from "./topic-link-items";

/**
 * The site footer. A client component on purpose: it is the same on every page, and each page's React
 * payload then carries its texts and topics instead of its markup. `year` comes from the server, so the
 * browser's clock cannot make it differ from the HTML.
 */
export function SiteFooter({ siteTitle, tagline, topics, year }: { siteTitle: string; tagline: string; topics: TopicLink[]; year: number }) {
  return (
    <footer className="mt-auto bg-secondary text-background">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-[1.4fr_1fr_1fr] lg:px-8">
        <div className="max-w-sm">
          <SiteLogo siteTitle={siteTitle} inverse />
          <p className="mt-5 text-sm leading-relaxed text-background/90">{tagline}</p>
          <p className="mt-4 text-xs leading-relaxed text-background/80">
            Every list carries a verification status and a quality score out of 100, with its methodology and any affiliate
            relationships disclosed.
          </p>
        </div>
        <nav aria-label="Topics">
          <h2 className="font-heading text-xl font-bold text-accent">Topics</h2>
          <ul {...INTENT_LINKS} className="footer-links mt-4 grid grid-cols-2 gap-x-6 gap-y-2 md:grid-cols-1">
            <TopicLinkItems links={topics} />
          </ul>
        </nav>
        <nav aria-label="Explore">
          <h2 className="font-heading text-xl font-bold text-accent">Explore</h2>
          <ul className="footer-links mt-4 space-y-2">
            <li>
              <IntentPrefetchLink href="/trending">
                Trending Lists
              </IntentPrefetchLink>
            </li>
            <li>
              <IntentPrefetchLink href="/curators">
                Our Curators
              </IntentPrefetchLink>
            </li>
            <li>
              <IntentPrefetchLink href="/search">
                Search
              </IntentPrefetchLink>
            </li>
            <li>
              <a href="/submit" {...CLIENT_LINKS}>
                Submit a List
              </a>
            </li>
          </ul>
        </nav>
      </div>
      <div className="border-t border-background/15">
        <p className="mx-auto max-w-7xl px-4 py-5 text-xs text-background/80 sm:px-6 lg:px-8">
          © {year} {siteTitle}. Lists are reviewed by editors; report anything outdated from the list page.
        </p>
      </div>
    </footer>
  );
}

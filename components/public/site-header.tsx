"use client";

import { HeaderAccount } from "@/components/auth/header-account";
import { PencilIcon } from "@/components/ui/icons";
import { CategoryBar } from "./category-bar";
import { HeaderSearch } from "./header-search";
import { CLIENT_LINKS } from "./intent-mark";
import { SiteLogo } from "./site-logo";
import type { TopicLink } from "./topic-link-items";

/**
 * The site header: logo, Submit a List, the account menu, search and the category bar. A client component
 * on purpose: it is the same on every page, and each page's React payload then carries its title and
 * topics instead of its markup.
 */
export function SiteHeader({ siteTitle, topics }: { siteTitle: string; topics: TopicLink[] }) {
  return (
    <header className="border-b border-secondary/15 bg-background">
      <div className="header-row">
        <SiteLogo siteTitle={siteTitle} />
        <div className="flex items-center justify-end gap-2 sm:gap-3 lg:order-3">
          {/* The submission page renders per visitor; prefetching it on every public page would cost a request each. */}
          <a href="/submit" {...CLIENT_LINKS} className="header-submit">
            <PencilIcon className="h-4 w-4" />
            {/* On phones the visible label is "Submit"; the link's name stays "Submit a List". */}
            <span>
              Submit<span className="sr-only sm:not-sr-only"> a List</span>
            </span>
          </a>
          <HeaderAccount />
        </div>
        <HeaderSearch className="col-span-2 lg:order-2 lg:col-span-1 lg:mx-auto lg:w-full lg:max-w-xl" />
      </div>
      <CategoryBar topics={topics} />
    </header>
  );
}

"use client";

import { DeferredToaster } from "@/components/ui/deferred-toaster";
import { FullPageNavigation } from "./full-page-navigation";

/**
 * The global not-found page's own client parts, in one client entry of their own. That page is a root
 * layout of its own, so Next.js lists the client components it renders with its own chunks; had it
 * rendered DeferredToaster itself, as the root layout does, every page rendering the toaster would load
 * the not-found page's chunk as well (the header and footer a second time, about 7 KB gzipped).
 */
export function MissingPageClient() {
  return (
    <>
      <DeferredToaster />
      <FullPageNavigation />
    </>
  );
}

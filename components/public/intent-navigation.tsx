"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { CLIENT_LINKS, INTENT_SELECTOR } from "./intent-mark";

/**
 * One set of listeners on the document for every link marked with INTENT_LINKS (IntentPrefetchLink, and
 * the topic lists of the category bar and footer, which mark their list instead of each link): the pointer
 * over a link, keyboard focus or a touch prefetches its page, and a plain click opens it on the client.
 * Links marked with CLIENT_LINKS open on the client without a prefetch. Public pages use these marks instead
 * of next/link, whose code would otherwise load with every page.
 * A public page shows a hundred or more such links; as plain anchors the server renders them as markup,
 * where a client component per link cost each render a component, a router hook and its handlers.
 * A click with a modifier key, another button, a `target` or a `download`, a link to another site, or a
 * click something else already handled, is left to the browser. Before the page's scripts run, the links
 * load their pages in full.
 */
export function IntentNavigation() {
  const router = useRouter();
  useEffect(() => {
    const prefetch = (event: Event) => {
      const link = intentLink(event.target);
      if (!link || link.closest(INTENT_SELECTOR)?.getAttribute("data-intent") === CLIENT_LINKS["data-intent"]) return;
      // Moving between the parts of one link reports a mouseover for each: the first is enough.
      if (event instanceof MouseEvent && event.relatedTarget instanceof Node && link.contains(event.relatedTarget)) return;
      router.prefetch(addressOf(link));
    };
    const open = (event: MouseEvent) => {
      const link = intentLink(event.target);
      if (!link || !opensInPlace(event, link)) return;
      event.preventDefault();
      router.push(addressOf(link));
    };
    document.addEventListener("mouseover", prefetch);
    document.addEventListener("focusin", prefetch);
    document.addEventListener("touchstart", prefetch, { passive: true });
    document.addEventListener("click", open);
    return () => {
      document.removeEventListener("mouseover", prefetch);
      document.removeEventListener("focusin", prefetch);
      document.removeEventListener("touchstart", prefetch);
      document.removeEventListener("click", open);
    };
  }, [router]);
  return null;
}

function intentLink(target: EventTarget | null): HTMLAnchorElement | null {
  const link = target instanceof Element ? target.closest("a[href]") : null;
  if (!(link instanceof HTMLAnchorElement) || !link.closest(INTENT_SELECTOR)) return null;
  return link.origin === window.location.origin ? link : null;
}

const addressOf = (link: HTMLAnchorElement) => link.pathname + link.search + link.hash;

function opensInPlace(event: MouseEvent, link: HTMLAnchorElement): boolean {
  const target = link.getAttribute("target");
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey &&
    (!target || target === "_self") &&
    !link.hasAttribute("download")
  );
}

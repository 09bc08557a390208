"use client";

import { useEffect } from "react";

/**
 * Makes every link and form on the page load the next page in full, as they would without JavaScript. For
 * the global not-found page, which has a root layout of its own: a client-side navigation from it to a
 * page under the site's root layout fetches that page but never shows it (the address changes, the 404
 * stays). Listening on the window in the capture phase, ahead of React's handlers on the document, it
 * stops a click on a link to this site, or a form's submission, from reaching them; the browser then
 * follows the link or sends the form itself.
 */
export function FullPageNavigation() {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
      if (link instanceof HTMLAnchorElement && link.origin === window.location.origin) event.stopPropagation();
    };
    const onSubmit = (event: SubmitEvent) => event.stopPropagation();
    window.addEventListener("click", onClick, true);
    window.addEventListener("submit", onSubmit, true);
    return () => {
      window.removeEventListener("click", onClick, true);
      window.removeEventListener("submit", onSubmit, true);
    };
  }, []);
  return null;
}

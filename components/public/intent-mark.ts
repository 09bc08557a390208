/**
 * Spread on a link, or on an element whose links should all behave so, to have them prefetch their page on
 * intent and open it on the client (IntentNavigation listens for every marked link).
 */
export const INTENT_LINKS = { "data-intent": "" } as const;

/**
 * Spread on a link to a page rendered per visitor (the submission form): it opens on the client like an
 * intent link but is never prefetched, as a prefetch would cost the server a render nobody may see.
 */
export const CLIENT_LINKS = { "data-intent": "open" } as const;

export const INTENT_SELECTOR = "[data-intent]";

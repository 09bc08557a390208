/**
 * Spread on a link, or on an element whose links should all behave so, to have them prefetch their page on
 * intent and open it on the client (IntentNavigation listens for every marked link).
 */
export const INTENT_LINKS = { "data-intent": "" } as const;
export const INTENT_SELECTOR = "[data-intent]";

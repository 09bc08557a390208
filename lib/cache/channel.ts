/** The PostgreSQL channel that tells every app instance which cache tags a committed write changed. */
export const INVALIDATION_CHANNEL = "lists_cache_invalidation";

// How a broken embedded database shows in errors: the app's own message for it, and the one PGlite's
// PostgreSQL answers every statement with once its error handling is broken.
export const EMBEDDED_DATABASE_STOPPED = "The embedded database stopped answering";
export const BROKEN_STATE_MESSAGE = "ERRORDATA_STACK_SIZE exceeded";

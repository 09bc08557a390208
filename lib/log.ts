// Structured server logs: one JSON object per line, for log collectors. Fields that could carry a
// credential (tokens, secrets, passwords, cookies, authorization headers) are never written.
type Level = "info" | "warn" | "error";

const SECRET_FIELD = /token|secret|password|cookie|authorization|session/i;

export type LogFields = Record<string, string | number | boolean | null | undefined>;

export function logEvent(level: Level, event: string, fields: LogFields = {}): void {
  const safe = Object.fromEntries(Object.entries(fields).filter(([key, value]) => value !== undefined && !SECRET_FIELD.test(key)));
  const line = JSON.stringify({ time: new Date().toISOString(), level, event, ...safe });
  if (level === "error") console.error(line);
  else if (level === "warn") console.warn(line);
  else console.log(line);
}

/** An error's class, message and first stack frames, for an error log line. */
export function describeError(error: unknown): LogFields {
  if (!(error instanceof Error)) return { error: String(error).slice(0, 500) };
  return { error: error.name, message: error.message.slice(0, 500), stack: error.stack?.split("\n").slice(1, 6).join("\n") };
}

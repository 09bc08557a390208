import "server-only";
import { db } from "./db";
import { HttpError } from "@/lib/http/errors";

export interface RateLimitRule {
  name: string;
  /** What is being limited, for the message: "searches", "reports". */
  noun: string;
  windowSeconds: number;
  limit: () => number;
}

function limitFromEnv(variable: string, fallback: number): () => number {
  return () => {
    const value = Number.parseInt(process.env[variable] ?? "", 10);
    return Number.isFinite(value) && value > 0 ? value : fallback;
  };
}

// The rate limits, each configurable by its environment variable.
export const rateLimits = {
  search: { name: "search", noun: "searches", windowSeconds: 60, limit: limitFromEnv("RATE_LIMIT_SEARCH_PER_MINUTE", 120) },
  signIn: { name: "sign-in", noun: "sign-in attempts", windowSeconds: 60, limit: limitFromEnv("RATE_LIMIT_SIGNIN_PER_MINUTE", 10) },
  reports: { name: "reports", noun: "reports", windowSeconds: 3600, limit: limitFromEnv("RATE_LIMIT_REPORTS_PER_HOUR", 5) },
  submissions: { name: "submissions", noun: "submissions", windowSeconds: 86400, limit: limitFromEnv("RATE_LIMIT_SUBMISSIONS_PER_DAY", 3) },
  views: { name: "views", noun: "page views", windowSeconds: 60, limit: limitFromEnv("RATE_LIMIT_VIEWS_PER_MINUTE", 60) },
} satisfies Record<string, RateLimitRule>;

/**
 * Counts one request from `client` against `rule` (every request counts, accepted or not) and throws a
 * 429 with Retry-After once the window's limit is passed. Counters live in the database, so every app
 * instance shares them.
 */
export async function checkRateLimit(rule: RateLimitRule, client: string, now = new Date()): Promise<void> {
  if (process.env.RATE_LIMIT_DISABLED === "true") return;
  const windowMs = rule.windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const [{ count }] = await db.$queryRaw<{ count: number }[]>`
    INSERT INTO rate_limit_buckets (key, "windowStart", count) VALUES (${`${rule.name}:${client}`}, ${windowStart}, 1)
    ON CONFLICT (key, "windowStart") DO UPDATE SET count = rate_limit_buckets.count + 1
    RETURNING count`;
  if (count === 1 && Math.random() < 0.01) await forgetOldWindows(now);
  if (count > rule.limit()) {
    const retryAfter = Math.max(1, Math.ceil((windowStart.getTime() + windowMs - now.getTime()) / 1000));
    throw new HttpError(
      429,
      `Too many ${rule.noun}. Please try again in ${describeWait(retryAfter)}.`,
      undefined,
      { "Retry-After": String(retryAfter) },
    );
  }
}

function describeWait(seconds: number): string {
  if (seconds < 90) return `${seconds} second${seconds === 1 ? "" : "s"}`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 90) return `${minutes} minutes`;
  return `${Math.ceil(minutes / 60)} hours`;
}

async function forgetOldWindows(now: Date) {
  const dayAgo = new Date(now.getTime() - 2 * 86400_000);
  await db.rateLimitBucket.deleteMany({ where: { windowStart: { lt: dayAgo } } });
}

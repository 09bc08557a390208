// First step of the quick start: a git-ignored .env.local with a generated AUTH_SECRET and the
// development sign-in turned on (never set for a real deployment), then the embedded database migrated
// and, when empty, filled with the demo content.
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";

const ENV_FILE = ".env.local";

const current = existsSync(ENV_FILE) ? readFileSync(ENV_FILE, "utf8") : "";
const additions: string[] = [];
if (!/^AUTH_SECRET=/m.test(current) && !process.env.AUTH_SECRET) {
  additions.push(`AUTH_SECRET=${randomBytes(32).toString("base64url")}`);
}
if (!/^AUTH_DEV_LOGIN=/m.test(current) && !process.env.AUTH_DEV_LOGIN) {
  additions.push("# The development sign-in (email and name, no password). Never enable it on a public site.", "AUTH_DEV_LOGIN=true");
}
if (additions.length) {
  const prefix = current && !current.endsWith("\n") ? "\n" : "";
  writeFileSync(ENV_FILE, `${current}${prefix}${additions.join("\n")}\n`);
  console.log(`Wrote ${ENV_FILE} for local use (generated AUTH_SECRET, development sign-in on).`);
}

execFileSync(process.execPath, ["--import", "tsx", "scripts/db.ts", "prepare"], { stdio: "inherit" });

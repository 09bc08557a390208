import { frontServerMode } from "@/lib/http/front-server";
import { startupProblems } from "./startup-checks";

/** Stops the process, with the reason, when Next.js was started without server.ts or with unsafe settings. */
export function refuseUnsupportedStart(): void {
  const problems = startupProblems();
  if (!frontServerMode()) {
    problems.unshift(
      "the Lists is served by its own server: start it with `npm start` (after `npm run build`), or `npm run dev` while developing. " +
        "`next start` and `next dev` alone would leave out the client address rate limits count, compression and the cache shared with other instances.",
    );
  }
  if (problems.length === 0) return;
  console.error(`The server cannot start:\n- ${problems.join("\n- ")}`);
  process.exit(1);
}

// Runs once when Next.js starts, however it was started. The site is served by its own server
// (server.ts: `npm start`, `npm run dev`), which passes on the client's address, compresses answers and
// keeps the page cache in step with other instances; started any other way it would quietly lack those,
// so it refuses, saying how to start it. Unsafe settings stop it too (lib/ops/startup-checks.ts).
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { refuseUnsupportedStart } = await import("./lib/ops/start-guard");
  refuseUnsupportedStart();
}

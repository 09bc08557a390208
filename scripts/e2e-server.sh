#!/usr/bin/env bash
# The server the end-to-end tests run against: the production build on a fresh, seeded embedded database.
set -euo pipefail
cd "$(dirname "$0")/.."
E2E_DIR="${E2E_DIR:-.e2e}"
export PGLITE_DIR="$E2E_DIR/pglite"
export UPLOAD_DIR="$E2E_DIR/uploads"
unset DATABASE_URL
export AUTH_SECRET="e2e-only-secret-not-for-production-0123456789"
export AUTH_DEV_LOGIN=true
export RATE_LIMIT_DISABLED=true
export MALLOC_ARENA_MAX="${MALLOC_ARENA_MAX:-2}"
rm -rf "$E2E_DIR"
npx tsx prisma/seed.ts
# The seeded database as it is before any server opens it: the specs' own sites start from a copy.
cp -r "$PGLITE_DIR" "$E2E_DIR/seeded-pglite"
# As the service manager does in production (Restart=on-failure), a server that stops with a failure (a
# broken embedded database) is started again on the same files; a stop the tests ask for ends the script.
server=""
trap 'if [ -n "$server" ]; then kill -TERM "$server" 2>/dev/null || true; wait "$server" || true; fi; exit 0' TERM INT
while true; do
  node "${NEXT_DIST_DIR:-.next}/production-server.mjs" &
  server=$!
  status=0
  wait "$server" || status=$?
  [ "$status" -eq 0 ] && exit 0
  echo "The server stopped (exit $status); starting it again." >&2
  sleep 1
done

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
exec node "${NEXT_DIST_DIR:-.next}/production-server.mjs"

#!/usr/bin/env bash
# npm test: lint, the production build (which type-checks every file tsconfig.json includes, tests and
# scripts too), unit tests, integration tests (embedded PGlite, and PostgreSQL when TEST_DATABASE_URL is
# set), then end-to-end tests against the build in Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/ensure-test-tools.sh

echo "== lint (ESLint, and knip for unused files, exports and dependencies)"
npm run lint

# Built before the integration tests: the page-cache tests start the production server (two instances on
# one PostgreSQL database) and are skipped without a build.
echo "== production build, with the type check"
npm run build

echo "== unit and integration tests"
if [ -z "${TEST_DATABASE_URL:-}" ]; then
  echo "(TEST_DATABASE_URL is not set: integration tests run on the embedded database only)"
fi
# PGlite's WebAssembly PostgreSQL now and then traps inside pg_trgm under load and stops answering (the
# server restarts itself when it does; docs/reliability.md). A run whose only failures are that break runs
# the files it broke once more; any other failure fails here.
report_dir="$(mktemp -d)"
trap 'rm -rf "$report_dir"' EXIT
if ! npx vitest run --reporter=default --reporter=json --outputFile.json="$report_dir/vitest.json"; then
  npx tsx scripts/rerun-embedded-breaks.ts "$report_dir/vitest.json"
fi

echo "== end-to-end tests"
npx playwright test

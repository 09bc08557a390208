#!/usr/bin/env bash
# The tests use Debian's Chromium (end-to-end) and nginx (a cache in front of the app): install what is
# missing (needs root or sudo).
set -euo pipefail
missing=()
[ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] || missing+=(chromium fonts-liberation)
[ -x /usr/sbin/nginx ] || missing+=(nginx-light)
if [ ${#missing[@]} -eq 0 ]; then exit 0; fi
echo "Installing ${missing[*]} from Debian's packages for the tests..."
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
# The package starts a system nginx on port 80 the tests do not use.
if command -v systemctl >/dev/null && systemctl is-active --quiet nginx 2>/dev/null; then $SUDO systemctl stop nginx || true; fi
pkill -x nginx 2>/dev/null || true

#!/usr/bin/env bash
# Makes sure Debian's Chromium is installed for the browser tests (never a downloaded browser).
# As root it installs it with apt (about a minute, logged to artifacts/apt-chromium.log);
# otherwise it says how to install it and fails.
set -euo pipefail

CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then
  exit 0
fi

if [ "$(id -u)" -ne 0 ]; then
  echo "Chromium is missing at $CHROMIUM: install it with 'sudo apt-get update && sudo apt-get install -y chromium' (or set CHROMIUM_PATH)." >&2
  exit 1
fi

cd "$(dirname "$0")/.."
mkdir -p artifacts
LOG=artifacts/apt-chromium.log
echo "Installing chromium with apt-get (log: $LOG)..."
if ! { apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y chromium; } >"$LOG" 2>&1; then
  echo "apt-get could not install chromium; see $LOG" >&2
  exit 1
fi
if [ ! -x "$CHROMIUM" ]; then
  echo "chromium installed but $CHROMIUM is still missing; see $LOG" >&2
  exit 1
fi
echo "Installed $("$CHROMIUM" --version 2>/dev/null | tail -n 1)"

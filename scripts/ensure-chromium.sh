#!/usr/bin/env bash
# Makes sure Debian's Chromium is installed for the browser tests (never a downloaded browser),
# with fonts for every script the 27 locales use (CJK and Thai; DejaVu covers Latin, Cyrillic
# and Arabic), so translated pages are measured and photographed with real glyphs, not boxes.
# As root it installs what is missing with apt (about a minute, logged to
# artifacts/apt-chromium.log); otherwise it says how to install it and fails.
set -euo pipefail

CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
FONTS=(fonts-noto-cjk fonts-thai-tlwg)
missing_fonts() {
  for pkg in "${FONTS[@]}"; do
    dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" || echo "$pkg"
  done
}
if [ -x "$CHROMIUM" ] && [ -z "$(missing_fonts)" ]; then
  exit 0
fi
if [ -x "$CHROMIUM" ] && [ "$(id -u)" -ne 0 ]; then
  echo "Fonts missing ($(missing_fonts | tr '\n' ' ')): pages in CJK and Thai will show boxes. Install them with 'sudo apt-get install -y ${FONTS[*]}'." >&2
  exit 0
fi

if [ "$(id -u)" -ne 0 ]; then
  echo "Chromium is missing at $CHROMIUM: install it with 'sudo apt-get update && sudo apt-get install -y chromium' (or set CHROMIUM_PATH)." >&2
  exit 1
fi

cd "$(dirname "$0")/.."
mkdir -p artifacts
LOG=artifacts/apt-chromium.log
echo "Installing chromium and fonts with apt-get (log: $LOG)..."
if ! { apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y chromium "${FONTS[@]}"; } >"$LOG" 2>&1; then
  echo "apt-get could not install chromium and its fonts; see $LOG" >&2
  exit 1
fi
if [ ! -x "$CHROMIUM" ]; then
  echo "chromium installed but $CHROMIUM is still missing; see $LOG" >&2
  exit 1
fi
echo "Installed $("$CHROMIUM" --version 2>/dev/null | tail -n 1)"

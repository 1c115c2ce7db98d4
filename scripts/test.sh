#!/usr/bin/env bash
# Every test: `npm test`. The two builds, then the browser tests (Debian's Chromium against the
# demo build) with every other check beside them (below). Each step prints a header and its time.
set -euo pipefail
cd "$(dirname "$0")/.."

BIN=node_modules/.bin
DEMO_MARKER='demo-only:decisions-panel' # src/app/demo/DecisionsPanel.tsx
MOCK_MARKER='demo-only:msw-handlers'    # src/mocks/browser.ts
KEY_MARKER='demo-only:config-signing-key' # src/mocks/config-bundle/demoSigningKey.ts: the demo's private key
RUN_START=$(date +%s%N)

seconds_since() { # nanosecond timestamp -> "12.3"
  local ms=$((($(date +%s%N) - $1) / 1000000))
  printf '%d.%d' $((ms / 1000)) $((ms % 1000 / 100))
}

step() {
  local name="$1"
  shift
  printf '\n\033[1m== %s\033[0m\n' "$name"
  local start
  start=$(date +%s%N)
  "$@"
  printf '\033[2m-- %s: %ss\033[0m\n' "$name" "$(seconds_since "$start")"
}

catalogs_current() {
  # The production build keeps only message ids: a message missing from locales/en would show
  # as an id. Extraction is idempotent, so any change means someone forgot to run it.
  local before
  before=$(mktemp -d)
  cp -R locales "$before/"
  # --clean: an obsolete entry (#~) is still compiled into the catalog the app loads, where it can
  # replace a live message of another part with the same id (issue 39: the Turkish 'Open').
  "$BIN/lingui" extract --clean >/dev/null
  if ! diff -rq "$before/locales" locales; then
    rm -rf "$before"
    echo "locales/ was stale; 'npm run extract' has now updated it: review and commit locales/." >&2
    return 1
  fi
  rm -rf "$before"
  echo "catalogs match the source"
}

no_demo_code_in_production() {
  for marker in "$DEMO_MARKER" "$MOCK_MARKER" "$KEY_MARKER"; do
    if grep -rqF "$marker" dist; then
      echo "dist/ contains demo-only code ($marker): a demo import is not behind import.meta.env.VITE_DEMO" >&2
      return 1
    fi
  done
  for worker in mockServiceWorker.js mockBackendWorker.js; do
    if [ -e "dist/$worker" ]; then
      echo "dist/ ships the mock service worker ($worker)" >&2
      return 1
    fi
  done
  echo "no demo-only code (panel, mock handlers, mock worker) in dist/"
}

demo_code_in_demo() {
  for marker in "$DEMO_MARKER" "$MOCK_MARKER" "$KEY_MARKER"; do
    if ! grep -rqF "$marker" dist-demo; then
      echo "dist-demo/ lacks demo code ($marker)" >&2
      return 1
    fi
  done
  echo "dist-demo/ has the dev panel and the mocked backend"
}

step "chromium" bash scripts/ensure-chromium.sh
# The static checks in two lanes at once: each check is single-threaded (tsc and eslint are the
# longest, about 20 s each), so on two cores the lanes take the time of the longer one. Each lane's
# output is printed whole when it ends, in order; a failing step stops its lane and the run.
static_lane_types() {
  step "typecheck (tsc -b)" "$BIN/tsc" -b
  step "unused code (knip)" "$BIN/knip" --no-progress
  # One cruise: the layer rules (each violation names its rule, as `npm run deps` prints them)
  # and the picture in docs/layers.md drawn from the same result.
  step "layers (dependency-cruiser) and their picture" node scripts/layers-graph.mjs --check
}
static_lane_sources() {
  step "generated types and validators are current" npm run -s gen:check
  step "lingui catalogs" catalogs_current
  step "lint (eslint)" "$BIN/eslint" . --max-warnings 0
  if [ -f src/cli/policy.ts ]; then
    step "policy check" npm run -s policy -- check
  fi
}
lanes() {
  local dir status=0
  dir=$(mktemp -d)
  local pids=()
  for lane in "$@"; do
    (set -euo pipefail; "$lane") >"$dir/$lane.log" 2>&1 &
    pids+=($!)
  done
  local i=0
  for lane in "$@"; do
    if ! wait "${pids[$i]}"; then status=1; fi
    cat "$dir/$lane.log"
    i=$((i + 1))
  done
  rm -rf "$dir"
  return $status
}
# The builds first (the browser tests serve them: dist-demo/, and dist/ for the production build's
# hot-config and service-worker tests). Then the browser tests, the longest step (about 9 minutes),
# with every other check beside them: Chromium leaves about a fifth of the two cores idle while a
# page waits on its timers and network, which the checks fill (they took two minutes more run one
# after the other). Playwright prints as it goes; the checks' output is printed whole when they
# end. A failing check stops the browser tests and the run.
step "production build" "$BIN/vite" build --logLevel warn
step "production build has no demo code" no_demo_code_in_production
step "demo build" "$BIN/vite" build --mode demo --logLevel warn
step "demo build has the demo panel" demo_code_in_demo

checks_beside_browser_tests() {
  step "bundle report" node scripts/bundle-report.mjs
  lanes static_lane_types static_lane_sources
  step "unit tests (vitest)" "$BIN/vitest" run
}
checks_log=$(mktemp)
(set -euo pipefail; checks_beside_browser_tests) >"$checks_log" 2>&1 &
checks_pid=$!
# In a session of its own (setsid), so that a failing check can stop Playwright, its browsers and
# its server at once, as one process group.
export -f step seconds_since
setsid bash -c 'set -euo pipefail; step "browser tests (Playwright, Chromium)" node scripts/e2e.mjs' &
browser_pid=$!

checks_status=0
wait "$checks_pid" || checks_status=$?
printf '\n\033[1m== checks run beside the browser tests (%s)\033[0m\n' "$([ "$checks_status" = 0 ] && echo passed || echo FAILED)"
cat "$checks_log"
rm -f "$checks_log"
if [ "$checks_status" != 0 ]; then
  kill -TERM -- "-$browser_pid" 2>/dev/null || true
  wait "$browser_pid" 2>/dev/null || true
  echo "a check failed (above): the browser tests were stopped" >&2
  exit 1
fi
browser_status=0
wait "$browser_pid" || browser_status=$?
[ "$browser_status" = 0 ] || exit "$browser_status"

printf '\n\033[1;32mAll tests passed\033[0m in %ss\n' "$(seconds_since "$RUN_START")"

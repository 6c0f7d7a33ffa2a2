#!/usr/bin/env bash
# Runs every test: type check, lint (ESLint, and the layer boundaries with dependency-cruiser), the
# formatting (Prettier), build, vitest (unit, integration over real HTTP, keychain against a real
# Secret Service in a private D-Bus session) and Playwright end-to-end in Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."

results_dir=$(mktemp -d)
eslint_pid=
# A check that fails ends the run at once; ESLint, still running beside it, ends with it.
trap 'if [ -n "$eslint_pid" ]; then kill "$eslint_pid" 2>/dev/null || true; fi; rm -rf "$results_dir"' EXIT

# The checks (`npm run lint` and the rest, as each runs alone). ESLint takes one thread for about a
# minute and a half of processor, so it runs beside the others and beside vitest, whose tests leave
# a third of the processor idle while they wait on processes, sockets and timers; it is awaited
# before Playwright, which keeps both cores busy.
node_modules/.bin/eslint --max-warnings 0 . &
eslint_pid=$!
npm run --silent typecheck
npm run --silent lint:boundaries
npm run --silent lint:folders
npm run --silent lint:unused
npm run --silent format:check
npm run --silent build

vitest_cmd=(npx vitest run --reporter=default --reporter=json --outputFile="$results_dir/vitest.json")
if command -v dbus-run-session >/dev/null && command -v gnome-keyring-daemon >/dev/null; then
  # A fresh XDG_DATA_HOME each run, or the keyring is locked from an earlier run.
  keyring_home=$(mktemp -d)
  XDG_DATA_HOME="$keyring_home" dbus-run-session -- sh -c \
    'echo -n ci-keyring | gnome-keyring-daemon --unlock --components=secrets >/dev/null; exec "$@"' sh "${vitest_cmd[@]}" \
    || vitest_status=$?
  rm -rf "$keyring_home"
else
  echo "No dbus-run-session/gnome-keyring here: keychain tests run against whatever Secret Service is available." >&2
  "${vitest_cmd[@]}" || vitest_status=$?
fi

wait "$eslint_pid"
eslint_pid=

PLAYWRIGHT_JSON_OUTPUT_NAME="$results_dir/playwright.json" npx playwright test --reporter=list,json || playwright_status=$?

node scripts/summarize-tests.mjs "$results_dir/vitest.json" "$results_dir/playwright.json"
exit $(( ${vitest_status:-0} || ${playwright_status:-0} ))

#!/usr/bin/env bash
# `npm run check`: type-check (build code, tests and client code, each with its own libs) and formatting.
# html-validate and the link check run in vitest, on its shared build (tests/e2e/valid-html.test.ts,
# tests/e2e/links.test.ts).
set -euo pipefail
case "${1:-}" in
  '' | --types) ;;
  --help) echo 'Usage: npm run check [-- --types]  (--types: the type-check alone)'; exit 0 ;;
  *) echo "✘ unknown option: $1" >&2; echo '  Usage: npm run check [-- --types]' >&2; exit 1 ;;
esac
cd "$(dirname "$0")/.."
# The project's own binaries, without npx's look-up (half a second each).
PATH="$PWD/node_modules/.bin:$PATH"
tsc -p tsconfig.json
tsc -p tests/tsconfig.json
tsc -p client/tsconfig.json
tsc -p client/tsconfig.sw.json
# `--types`: the type-check alone (test:owner formats the files it edits; the rest is the project's).
if [ "${1:-}" = --types ]; then echo "✔ check: types"; exit 0; fi
prettier --check . --log-level warn
echo "✔ check: types, formatting"

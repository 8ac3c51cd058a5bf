#!/usr/bin/env bash
# `npm run check`: type-check (build code, tests and client code, each with its own libs) and formatting.
# html-validate and the link check run in vitest, on its shared build (tests/dist.test.ts,
# tests/e2e/links.test.ts).
set -euo pipefail
cd "$(dirname "$0")/.."
npx tsc -p tsconfig.json
npx tsc -p tests/tsconfig.json
npx tsc -p client/tsconfig.json
npx tsc -p client/tsconfig.sw.json
npx prettier --check . --log-level warn
echo "✔ check: types, formatting"

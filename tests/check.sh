#!/usr/bin/env bash
# `npm run check`: type-check (build code and client code, each with its own libs), formatting,
# a fresh build, then html-validate over it (links are followed in tests/links.test.ts).
set -euo pipefail
cd "$(dirname "$0")/.."
npx tsc -p tsconfig.json
npx tsc -p tsconfig.client.json
npx prettier --check . --log-level warn
npx tsx build.ts --quiet
npx html-validate "dist/**/*.html"
echo "✔ check: types, formatting, build, html-validate"

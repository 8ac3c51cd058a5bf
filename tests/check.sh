#!/usr/bin/env bash
# `npm run check`: type-check (build code and client code, each with its own libs), formatting,
# a fresh build, then html-validate and linkinator (site/links.ts, through the preview server) over it.
set -euo pipefail
cd "$(dirname "$0")/.."
npx tsc -p tsconfig.json
npx tsc -p tsconfig.client.json
npx prettier --check . --log-level warn
npx tsx build.ts --quiet
npx html-validate "dist/**/*.html"
npx tsx site/links.ts dist
echo "✔ check: types, formatting, build, html-validate, links"

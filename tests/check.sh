#!/usr/bin/env bash
# `npm run check`: type-check (build code and client code, each with its own libs), formatting,
# a fresh build, then html-validate and linkinator (tools/links.ts, through the preview server) over it.
set -euo pipefail
cd "$(dirname "$0")/.."
npx tsc -p tsconfig.json
npx tsc -p client/tsconfig.json
npx tsc -p client/tsconfig.sw.json
npx prettier --check . --log-level warn
node --import tsx build.ts --quiet
npx html-validate "dist/**/*.html"
node --import tsx tools/links.ts dist
echo "✔ check: types, formatting, build, html-validate, links"

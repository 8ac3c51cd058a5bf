#!/usr/bin/env bash
# The tools of tests/e2e/host-runtimes.test.ts; the global setup (tests/global-setup.ts) runs this
# when that suite is in the run: installs the hosts' tools on first use into .hosts/ (git-ignored,
# outside the project's lockfile), pinned: wrangler 4.86 runs `wrangler pages dev` offline; vercel
# 60.1.3 is the newest whose dependencies all install from the registry here; the Netlify parsers
# are the versions netlify-cli 26 uses (Node 20).
set -euo pipefail
cd "$(dirname "$0")/.."
packages=(
  wrangler@4.86.0
  vercel@60.1.3
  @vercel/routing-utils@6.6.0
  @netlify/redirect-parser@15.0.4
  @netlify/headers-parser@9.0.3
  netlify-redirector@0.5.0
)
if [ "$(cat .hosts/installed 2>/dev/null)" != "${packages[*]}" ]; then
  echo "installing the host tools into .hosts/ (once): ${packages[*]}"
  rm -rf .hosts && mkdir -p .hosts && echo '{"private":true}' > .hosts/package.json
  npm install --prefix .hosts --no-save --no-audit --no-fund --loglevel error "${packages[@]}"
  echo "${packages[*]}" > .hosts/installed
fi

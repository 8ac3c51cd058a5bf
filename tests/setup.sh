#!/usr/bin/env bash
# Installs the system packages the tests drive: Debian's Chromium (browser tests, Lighthouse) and
# nginx (the generated server config is tested with a real nginx). Needs root for apt-get; without
# it, says what to install and fails.
set -euo pipefail
missing=()
[ -x "${CHROME_PATH:-/usr/bin/chromium}" ] || missing+=(chromium)
command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ] || missing+=(nginx-light)
[ -e /usr/lib/nginx/modules/ngx_http_brotli_static_module.so ] || missing+=(libnginx-mod-http-brotli-static)
[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$(id -u)" -ne 0 ]; then
  echo "tests need: ${missing[*]}. Install them with: sudo apt-get install -y ${missing[*]}" >&2
  echo "(or point CHROME_PATH at a Chromium/Chrome binary)" >&2
  exit 1
fi
echo "installing ${missing[*]} (apt-get)"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends "${missing[@]}" fonts-dejavu-core >/dev/null

#!/usr/bin/env bash
# Installs the system packages the tests drive: Debian's Chromium (browser tests, Lighthouse),
# Firefox ESR and WebKitGTK's WebDriver with Xvfb (browser tests in every engine), the locales the
# WebKit visitors speak, and nginx (the generated server config is tested with a real nginx). Needs
# root for apt-get; without it, says what to install and fails.
set -euo pipefail
missing=()
[ -x "${CHROME_PATH:-/usr/bin/chromium}" ] || missing+=(chromium)
command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ] || missing+=(nginx-light)
[ -e /usr/lib/nginx/modules/ngx_http_brotli_static_module.so ] || missing+=(libnginx-mod-http-brotli-static)
[ -x "${FIREFOX_PATH:-/usr/bin/firefox-esr}" ] || missing+=(firefox-esr)
[ -x /usr/bin/WebKitWebDriver ] || missing+=(webkit2gtk-driver)
[ -x /usr/bin/Xvfb ] || missing+=(xvfb)
# WebKitGTK takes a visitor's languages from the locale of its process, so those locales must exist.
wanted_locales=(de_DE en_US fr_FR)
missing_locales=()
for l in "${wanted_locales[@]}"; do
  locale -a 2>/dev/null | grep -qix "$l.utf8" || missing_locales+=("$l")
done
[ ${#missing_locales[@]} -gt 0 ] && ! command -v locale-gen >/dev/null 2>&1 && missing+=(locales)
[ ${#missing[@]} -eq 0 ] && [ ${#missing_locales[@]} -eq 0 ] && exit 0
if [ "$(id -u)" -ne 0 ]; then
  echo "tests need: ${missing[*]}. Install them with: sudo apt-get install -y ${missing[*]}" >&2
  echo "(or point CHROME_PATH at a Chromium/Chrome binary, FIREFOX_PATH at a Firefox)" >&2
  [ ${#missing_locales[@]} -gt 0 ] &&
    echo "and the locales ${missing_locales[*]/%/.UTF-8}: enable them in /etc/locale.gen, then run: sudo locale-gen" >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
if [ ${#missing[@]} -gt 0 ]; then
  echo "installing ${missing[*]} (apt-get)"
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${missing[@]}" fonts-dejavu-core >/dev/null
fi
if [ ${#missing_locales[@]} -gt 0 ]; then
  echo "generating the locales ${missing_locales[*]}"
  for l in "${missing_locales[@]}"; do
    grep -q "^$l.UTF-8 UTF-8" /etc/locale.gen 2>/dev/null || echo "$l.UTF-8 UTF-8" >>/etc/locale.gen
  done
  locale-gen >/dev/null
fi

#!/usr/bin/env bash
# Installs the system packages the tests drive: Debian's Chromium (browser tests, Lighthouse),
# Firefox ESR and WebKitGTK's WebDriver and MiniBrowser with Xvfb (browser tests in every engine),
# openssl (the certificate of the browsers' local proxy),
# the locales the WebKit visitors speak, and nginx (the generated server config is tested with a
# real nginx). Needs root for apt-get; without it, says what to install and fails.
set -euo pipefail
missing=()
[ -x "${CHROME_PATH:-/usr/bin/chromium}" ] || missing+=(chromium)
command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ] || missing+=(nginx-light)
[ -e /usr/lib/nginx/modules/ngx_http_brotli_static_module.so ] || missing+=(libnginx-mod-http-brotli-static)
[ -x "${FIREFOX_PATH:-/usr/bin/firefox-esr}" ] || missing+=(firefox-esr)
# MiniBrowser comes with libwebkit2gtk-4.1-0, a dependency of the driver.
{ [ -x /usr/bin/WebKitWebDriver ] && [ -x /usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser ]; } ||
  missing+=(webkit2gtk-driver)
[ -x /usr/bin/Xvfb ] || missing+=(xvfb)
# The fallback the site's font stack declares until its web font arrives is Arial or Times New Roman
# (by the font's kind), or a metric twin (site/theme.ts): with Liberation Sans and Serif the browsers
# lay a page out as a visitor's would without the font.
[ -e /usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf ] || missing+=(fonts-liberation)
# The browsers' local proxy makes its TLS certificate with openssl (tests/support/engines.ts).
command -v openssl >/dev/null 2>&1 || missing+=(openssl)
# WebKitGTK takes a visitor's languages from the locale of its process, so those locales must exist:
# each language's of i18n/languages.ts, and one the site does not speak (tests/support/locales.ts).
mapfile -t wanted_locales < <(cd "$(dirname "$0")/.." && node --import tsx tests/support/locales.ts)
[ ${#wanted_locales[@]} -gt 0 ] || { echo "tests/setup.sh: could not list the visitors' locales" >&2; exit 1; }
missing_locales=()
available=$(locale -a 2>/dev/null || true)
for l in "${wanted_locales[@]}"; do
  grep -qix "$l.utf8" <<<"$available" || missing_locales+=("$l")
done
if [ ${#missing_locales[@]} -gt 0 ] && ! command -v locale-gen >/dev/null 2>&1; then missing+=(locales); fi
[ ${#missing[@]} -eq 0 ] && [ ${#missing_locales[@]} -eq 0 ] && exit 0

if [ "$(id -u)" -ne 0 ]; then
  [ ${#missing[@]} -gt 0 ] &&
    echo "tests need: ${missing[*]}. Install them with: sudo apt-get install -y ${missing[*]}" >&2 &&
    echo "(or point CHROME_PATH at a Chromium/Chrome binary, FIREFOX_PATH at a Firefox)" >&2
  [ ${#missing_locales[@]} -gt 0 ] &&
    echo "tests need the locales ${missing_locales[*]/%/.UTF-8}: enable them in /etc/locale.gen, then run: sudo locale-gen" >&2
  exit 1
fi
if [ -n "${SETUP_RECHECK:-}" ]; then
  echo "still missing after apt-get: ${missing[*]} ${missing_locales[*]/%/.UTF-8}" >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
if [ ${#missing[@]} -gt 0 ]; then
  echo "installing ${missing[*]} (apt-get)"
  # Another apt-get (a second test run, an unattended upgrade at boot) is waited for, not failed on.
  apt-get update -qq -o DPkg::Lock::Timeout=600
  apt-get install -y -qq -o DPkg::Lock::Timeout=600 --no-install-recommends "${missing[@]}" fonts-dejavu-core >/dev/null
fi
if [ ${#missing_locales[@]} -gt 0 ]; then
  echo "generating the locales ${missing_locales[*]}"
  for l in "${missing_locales[@]}"; do
    grep -q "^$l.UTF-8 UTF-8" /etc/locale.gen 2>/dev/null || echo "$l.UTF-8 UTF-8" >>/etc/locale.gen
  done
  locale-gen >/dev/null
fi
# What apt-get and locale-gen did is checked by the same tests as before.
SETUP_RECHECK=1 exec bash "$0"

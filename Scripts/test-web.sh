#!/usr/bin/env bash
# The web package in a real browser (CI): the live page (js/demo) and the
# text-field limiter (js/src/field.js) in headless Chromium, driven through
# WebDriver and DevTools' input domain, checked against the Swift engine
# (libtextgauge's tg_policy_edit) and the `textgauge` command
# (js/test/browser/test_page.py). Writes a screenshot of the page.
#
#   Scripts/test-web.sh [SCREENSHOT]     (default .build/web/page.png)
#
# Needs Debian's chromium and chromium-driver (apt-get install chromium
# chromium-driver; fonts-wqy-microhei and fonts-noto-color-emoji draw the
# screenshot's Chinese and emoji), js/dist (Scripts/build-wasm.sh), .build/debug/textgauge
# (swift build) and .build/clib (Scripts/build-clib.sh .build/clib); builds
# the last three when missing. Selenium goes into a venv under .build/.
set -euo pipefail
cd "$(dirname "$0")/.."

screenshot=${1:-.build/web/page.png}
for tool in chromium chromedriver; do
  command -v "$tool" >/dev/null || { echo "test-web.sh: no $tool (apt-get install chromium chromium-driver)" >&2; exit 1; }
done
[ -f js/dist/textgauge.wasm ] && [ -f js/dist/textgauge-names.wasm ] || Scripts/build-wasm.sh
[ -x .build/debug/textgauge ] || swift build --product textgauge
[ -f .build/clib/lib/libtextgauge.so.1 ] || Scripts/build-clib.sh .build/clib

venv=.build/web-venv
[ -x "$venv/bin/pip" ] || python3 -m venv "$venv"
"$venv/bin/pip" install -q --disable-pip-version-check 'selenium==4.51.0'

TEXTGAUGE_SCREENSHOT=$screenshot TEXTGAUGE_CLI=$PWD/.build/debug/textgauge \
  TEXTGAUGE_CLIB=$PWD/.build/clib/lib/libtextgauge.so.1 "$venv/bin/python" js/test/browser/test_page.py

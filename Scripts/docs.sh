#!/usr/bin/env bash
# Builds the DocC documentation of the five libraries (TextGauge,
# TextGaugeNames, TextGaugeInput, TextGaugeStickers, TextGaugePolicy) into one static site, with warnings
# treated as errors: a broken symbol link, a renamed parameter or an unknown
# article fails the build.
#
#   Scripts/docs.sh [--output DIR] [--check | --check-only]
#
#   --output DIR  where the site goes (default .build/docs-site); any static
#                 file server can host it. Browse DIR/documentation/ (the package).
#   --check       then serve the site on 127.0.0.1 and open a symbol page and
#                 an article of each library in headless Chromium (Debian:
#                 apt-get install chromium); fails unless each renders its
#                 title and first paragraph. Screenshots go to
#                 .build/docs-check/.
#   --check-only  the check alone, on a site built before.
#
# The site is "combined" documentation (swift-docc-plugin's
# --enable-experimental-combined-documentation): one landing page links the
# libraries, and each module's pages live under
# documentation/<module-lowercased>/.
set -euo pipefail
cd "$(dirname "$0")/.."

output=.build/docs-site
build=1
check=0
while [ $# -gt 0 ]; do
  case $1 in
    --output) [ $# -ge 2 ] || { echo "usage: $0 [--output DIR] [--check | --check-only]" >&2; exit 64; }
              output=$2; shift ;;
    --check) check=1 ;;
    --check-only) check=1; build=0 ;;
    -h|--help) sed -n '2,21p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "usage: $0 [--output DIR] [--check | --check-only]" >&2; exit 64 ;;
  esac
  shift
done

if [ $build = 1 ]; then
  start=$(date +%s)
  mkdir -p "$(dirname "$output")"
  # The plugin may write outside its own work folder only where
  # --allow-writing-to-directory says: the output path.
  swift package --allow-writing-to-directory "$output" \
    generate-documentation \
    --target TextGauge --target TextGaugeNames --target TextGaugeInput --target TextGaugeStickers \
    --target TextGaugePolicy \
    --enable-experimental-combined-documentation \
    --transform-for-static-hosting \
    --warnings-as-errors \
    --output-path "$output"
  echo "docs: built $output in $(( $(date +%s) - start ))s"
fi

if [ $check = 1 ]; then
  [ -d "$output/data/documentation" ] || { echo "docs: no site at $output; build it first" >&2; exit 2; }
  # A symbol page and an article per library: the two page kinds DocC renders
  # differently.
  python3 Scripts/check-docs-site.py "$output" .build/docs-check \
    textgauge/textmetric \
    textgauge/measuringandtruncatingtext \
    textgaugenames/annotatedemoji \
    textgaugenames/namingandsearchingemoji \
    textgaugeinput/inputrules \
    textgaugeinput/usinginputrulesinatextfield \
    textgaugestickers/stickermessage \
    textgaugestickers/stickersandshortcodes \
    textgaugepolicy/fieldpolicy \
    textgaugepolicy/writingafieldpolicy
fi

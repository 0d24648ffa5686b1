#!/usr/bin/env bash
# Issue #47's measure: the stripped size of two release executables built
# against the TextGauge package at PACKAGE (default: this checkout). WidthOnly
# imports TextGauge and calls `TextMetric.displayWidth().measure` only
# (Benchmarks/binary-size/main.swift); PolicyOnly imports TextGaugePolicy and
# calls `FieldPolicy.preset("x").accepts` only (policy.swift). Prints each
# one's answer and sizes, and whether it links the emoji names' tables.
#
#   Benchmarks/binary-size/run.sh [PACKAGE]
#
# The executable's package is written to a scratch folder each run (SwiftPM
# builds a path dependency in the dependent's .build, so PACKAGE is only read).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
package=$(cd "${1:-$here/../..}" && pwd)
work=${BINARY_SIZE_WORK:-$(mktemp -d)}
mkdir -p "$work/Sources/WidthOnly" "$work/Sources/PolicyOnly"
cp "$here/main.swift" "$work/Sources/WidthOnly/main.swift"
cp "$here/policy.swift" "$work/Sources/PolicyOnly/main.swift"
cat > "$work/Package.swift" <<MANIFEST
// swift-tools-version:6.0
import PackageDescription
let package = Package(
  name: "WidthOnly",
  dependencies: [.package(name: "TextGauge", path: "$package")],
  targets: [
    .executableTarget(name: "WidthOnly", dependencies: [.product(name: "TextGauge", package: "TextGauge")]),
    .executableTarget(name: "PolicyOnly", dependencies: [.product(name: "TextGaugePolicy", package: "TextGauge")]),
  ]
)
MANIFEST
echo "package: $package ($(git -C "$package" rev-parse --short HEAD 2>/dev/null || echo 'not a git checkout'))"
for product in WidthOnly PolicyOnly; do
  (cd "$work" && swift build -c release --product "$product" >&2)
  binary="$work/.build/release/$product"
  strip -o "$work/$product.stripped" "$binary"
  echo "$product: answer for 'a中😀': $("$binary" 'a中😀')"
  echo "$product: unstripped $(stat -c %s "$binary") bytes, stripped $(stat -c %s "$work/$product.stripped") bytes"
  echo "$product: size(1) text, data: $(size "$binary" | awk 'NR == 2 { print $1 ", " $2 }')"
  echo "$product: emoji name and search symbols: $(nm "$binary" | grep -c -E 'emojiAnnotation|emojiSearchIndex' || true)"
done

#!/usr/bin/env bash
# Issue #47's measure: the stripped size of a release executable that imports
# TextGauge and calls `TextMetric.displayWidth().measure` only
# (Benchmarks/binary-size/main.swift), built against the TextGauge package at
# PACKAGE (default: this checkout). Prints the size in bytes and the largest
# symbols' owners, so that a table that should not be there shows.
#
#   Benchmarks/binary-size/run.sh [PACKAGE]
#
# The executable's package is written to a scratch folder each run (SwiftPM
# builds a path dependency in the dependent's .build, so PACKAGE is only read).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
package=$(cd "${1:-$here/../..}" && pwd)
work=${BINARY_SIZE_WORK:-$(mktemp -d)}
mkdir -p "$work/Sources/WidthOnly"
cp "$here/main.swift" "$work/Sources/WidthOnly/main.swift"
cat > "$work/Package.swift" <<MANIFEST
// swift-tools-version:6.0
import PackageDescription
let package = Package(
  name: "WidthOnly",
  dependencies: [.package(name: "TextGauge", path: "$package")],
  targets: [
    .executableTarget(name: "WidthOnly", dependencies: [.product(name: "TextGauge", package: "TextGauge")]),
  ]
)
MANIFEST
(cd "$work" && swift build -c release --product WidthOnly >&2)
binary="$work/.build/release/WidthOnly"
strip -o "$work/WidthOnly.stripped" "$binary"
echo "package: $package ($(git -C "$package" rev-parse --short HEAD 2>/dev/null || echo 'not a git checkout'))"
echo "check: $("$binary" 'a中😀') columns for 'a中😀'"
echo "unstripped: $(stat -c %s "$binary") bytes"
echo "stripped: $(stat -c %s "$work/WidthOnly.stripped") bytes"

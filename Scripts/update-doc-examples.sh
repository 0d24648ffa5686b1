#!/usr/bin/env bash
# Regenerates Tests/DocExampleTests/GeneratedDocExamples.swift: one test per
# Swift code block of README.md, of the DocC articles and of the public
# libraries' doc comments, checking each `// result` comment. Run it after
# changing an example; DocExamplesAreCurrentTests fails until you do.
#
#   Scripts/update-doc-examples.sh          then: swift test --filter DocExample
#
# The extractor runs as a script (no package build), so it works even when
# the committed file no longer compiles.
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
{
  echo 'import Foundation'
  grep -v '^import ' Tests/DocExampleTests/DocExampleExtractor.swift
  grep -v '^import ' Tests/DocExampleTests/DocExampleSources.swift
  cat <<'SWIFT'
let root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
let text = try DocExampleSources.generated(root: root)
try text.write(to: root.appendingPathComponent(DocExampleSources.generatedPath), atomically: true, encoding: .utf8)
print("wrote \(DocExampleSources.generatedPath): \(text.components(separatedBy: "\n@Test(").count - 1) examples")
SWIFT
} >"$work/main.swift"
swiftc -O -o "$work/update-doc-examples" "$work/main.swift" 2>&1 | grep -v warning: || true
"$work/update-doc-examples"

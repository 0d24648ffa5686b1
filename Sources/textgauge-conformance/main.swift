// Writes Conformance/vectors.json from the implementation: run from the
// package root as `swift run textgauge-conformance`, or with `--check` to
// fail (exit 1, one line) when the committed file is stale.
import Foundation
import TextGaugeConformance

@main struct ConformanceCommand {
  struct Stale: Error, CustomStringConvertible {
    var path: String
    var description: String { "\(path) is stale: run swift run textgauge-conformance" }
  }

  static func main() throws {
    let path = ConformanceVectors.folder + "/" + ConformanceVectors.fileName
    let text = ConformanceVectors.text()
    if CommandLine.arguments.dropFirst().first == "--check" {
      guard (try? String(contentsOfFile: path, encoding: .utf8)) == text else { throw Stale(path: path) }
      print("textgauge-conformance: \(path) is current")
      return
    }
    try FileManager.default.createDirectory(atPath: ConformanceVectors.folder, withIntermediateDirectories: true)
    // Atomic: written to a temporary file and renamed, so a reader never sees half.
    try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
    print("textgauge-conformance: wrote \(path)")
  }
}

// Writes Conformance/vectors.json from the implementation: run from the
// package root as `swift run textgauge-conformance`, or with `--check` to
// exit 1 when the committed file is stale.
import Foundation
import TextGaugePolicy

let path = ConformanceVectors.folder + "/" + ConformanceVectors.fileName
let text = ConformanceVectors.text()
if CommandLine.arguments.dropFirst().first == "--check" {
  let committed = try? String(contentsOfFile: path, encoding: .utf8)
  guard committed == text else {
    FileHandle.standardError.write(Data("textgauge-conformance: \(path) is stale: run swift run textgauge-conformance\n".utf8))
    exit(1)
  }
  print("textgauge-conformance: \(path) is current")
} else {
  try FileManager.default.createDirectory(atPath: ConformanceVectors.folder, withIntermediateDirectories: true)
  let temporary = path + ".tmp"
  try Data(text.utf8).write(to: URL(fileURLWithPath: temporary))
  guard rename(temporary, path) == 0 else { fatalError("cannot rename \(temporary) to \(path)") }
  print("textgauge-conformance: wrote \(path)")
}

import Foundation
import TextGauge
import TestSupport

/// One data line of an emoji-test.txt, parsed independently of TableGenKit.
struct EmojiTestLine {
  var lineNumber: Int
  var scalars: [Unicode.Scalar]
  var status: String
  var version: String
  var name: String
  var text: String { String(String.UnicodeScalarView(scalars)) }
}

/// Reads `Data/emoji/<version>/emoji-test.txt`, checking the file is complete.
func readEmojiTestFile(folder: URL = newestEmojiFolder) throws -> (lines: [EmojiTestLine], totalLines: Int, hasEOF: Bool) {
  let url = folder.appendingPathComponent("emoji-test.txt")
  let text = try String(contentsOf: url, encoding: .utf8)
  var result: [EmojiTestLine] = []
  let rawLines = text.split(separator: "\n", omittingEmptySubsequences: false)
  for (index, line) in rawLines.enumerated() where !line.hasPrefix("#") && !line.isEmpty {
    let hash = line.firstIndex(of: "#")!
    let fields = line[..<hash].split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
    let comment = line[line.index(after: hash)...].trimmingCharacters(in: .whitespaces)
    let parts = comment.split(separator: " ", maxSplits: 2)
    let scalars = fields[0].split(separator: " ").map { Unicode.Scalar(UInt32($0, radix: 16)!)! }
    result.append(
      EmojiTestLine(
        lineNumber: index + 1, scalars: scalars, status: fields[1], version: String(parts[1].dropFirst()),
        name: String(parts[2])))
  }
  return (result, rawLines.count, rawLines.contains { $0.hasPrefix("#EOF") })
}

/// The sequences of emoji-sequences.txt and emoji-zwj-sequences.txt, ranges expanded.
func readRGISequences(folder: URL = newestEmojiFolder) throws -> [(scalars: [Unicode.Scalar], type: String)] {
  var result: [(scalars: [Unicode.Scalar], type: String)] = []
  for file in ["emoji-sequences.txt", "emoji-zwj-sequences.txt"] {
    let url = folder.appendingPathComponent(file)
    for line in try String(contentsOf: url, encoding: .utf8).split(separator: "\n") where !line.hasPrefix("#") {
      let fields = line.split(separator: "#")[0].split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
      guard fields.count == 3 else { continue }
      if fields[0].contains("..") {
        let bounds = fields[0].components(separatedBy: "..").map { UInt32($0, radix: 16)! }
        for value in bounds[0]...bounds[1] { result.append(([Unicode.Scalar(value)!], fields[1])) }
      } else {
        result.append((fields[0].split(separator: " ").map { Unicode.Scalar(UInt32($0, radix: 16)!)! }, fields[1]))
      }
    }
  }
  return result
}

extension EmojiTestLine {
  /// A bare character whose default presentation is text: no match under
  /// the standard policy.
  var isBareTextDefault: Bool {
    scalars.count == 1 && !scalars[0].emojiProperties.isEmojiPresentation
  }
}

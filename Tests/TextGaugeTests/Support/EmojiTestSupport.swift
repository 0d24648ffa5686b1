import Foundation
import TextGauge
import TestSupport

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

import TextGauge

// How the sticker model's values print: what they stand for, not their
// stored fields.

extension Sticker: CustomStringConvertible {
  /// The token and the identifier: `[笑哭] xiaoku`.
  public var description: String { "\(token) \(identifier)" }
}

extension MessageSegment: CustomStringConvertible {
  /// `.text`, `.sticker([笑哭] xiaoku)` or `.emoji(👍)`: what the segment
  /// is (its `range` indexes the storage text it came from).
  public var description: String {
    switch kind {
    case .text: ".text"
    case .sticker(let sticker): ".sticker(\(sticker))"
    case .emoji(let match): ".emoji(\(match.string))"
    }
  }
}

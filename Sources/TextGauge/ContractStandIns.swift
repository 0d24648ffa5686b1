// TEMPORARY stand-ins for the contract APIs the benchmarks call
// (emoji detection; GB18030 and TextMetric). They only let the Benchmarks
// package compile before the real implementations are merged into main.
// The lead drops this file at merge; nothing here is measured for RESULTS.md.

public enum EmojiPolicy: Sendable, Hashable { case standard, rendersAsEmoji, includingTextDefault }

extension StringProtocol {
  public func emojiCount(policy: EmojiPolicy = .standard) -> Int {
    var count = 0
    for character in self {
      let scalars = character.unicodeScalars
      guard let first = scalars.first else { continue }
      let properties = first.emojiProperties
      if properties.isEmojiPresentation || (properties.isEmoji && scalars.count > 1) { count += 1 }
    }
    return count
  }
}

public enum GB18030 {
  public enum Edition: Sendable, Hashable, CaseIterable { case gb2000, gb2005, gb2022 }

  public static func byteCount(of scalar: Unicode.Scalar, edition: Edition = .gb2022) -> Int {
    switch scalar.value {
    case 0..<0x80: return 1
    case 0x10000...: return 4
    case 0x4E00...0x9FA5, 0x3000...0x303F, 0xFF01...0xFF5E: return 2
    default: return 4
    }
  }

  public static func byteCount(of text: some StringProtocol, edition: Edition = .gb2022) -> Int {
    var total = 0
    for scalar in text.unicodeScalars { total += byteCount(of: scalar, edition: edition) }
    return total
  }
}

public enum TextMetric: Sendable {
  case characters, unicodeScalars, utf16, utf8
  case gb18030(GB18030.Edition)
  case custom(@Sendable (Character) -> Int)

  private func cost(_ character: Character) -> Int {
    switch self {
    case .characters: return 1
    case .unicodeScalars: return character.unicodeScalars.count
    case .utf16: return character.utf16.count
    case .utf8: return character.utf8.count
    case .gb18030(let edition):
      return character.unicodeScalars.reduce(0) { $0 + GB18030.byteCount(of: $1, edition: edition) }
    case .custom(let cost): return cost(character)
    }
  }

  public func measure(_ text: some StringProtocol) -> Int { text.reduce(0) { $0 + cost($1) } }

  public func fits(_ text: some StringProtocol, budget: Int) -> Bool { measure(text) <= budget }

  public func prefix<S: StringProtocol>(_ text: S, fitting budget: Int) -> S.SubSequence {
    var used = 0
    var end = text.startIndex
    for index in text.indices {
      used += cost(text[index])
      if used > budget { break }
      end = text.index(after: index)
    }
    return text[text.startIndex..<end]
  }
}

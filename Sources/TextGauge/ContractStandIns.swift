// TEMPORARY stand-ins for the emoji-detection contract API the benchmarks
// call, until it is merged into main (GB18030 and TextMetric are real now).
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

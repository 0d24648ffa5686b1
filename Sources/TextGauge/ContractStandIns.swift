// TEMPORARY stand-ins for the contract APIs of the emoji-detection work
// (see /work/notes/helper-context.md), so that the
// input-rules engine compiles and its tests run before those branches are
// merged. Deliberately crude. DELETE THIS FILE when merging the real
// implementations; nothing else may depend on how these behave.

// MARK: Emoji detection (stand-in)

public enum EmojiPolicy: Sendable, Hashable { case standard, rendersAsEmoji, includingTextDefault }
public enum EmojiKind: Sendable, Hashable { case basic, keycap, flag, tag, modifier, zwj }
public enum EmojiStatus: Sendable, Hashable { case fullyQualified, minimallyQualified, unqualified, component, notListed }

public struct EmojiMatch: Sendable, Hashable {
  public var range: Range<String.Index>
  public var scalars: [Unicode.Scalar]
  public var kind: EmojiKind
  public var status: EmojiStatus
  public var isRGI: Bool
  public var version: String?
  public var name: String?
}

/// Stand-in: a Character is an emoji when a scalar has Emoji_Presentation or
/// is U+FE0F / U+20E3 (or, with .includingTextDefault, when its first scalar
/// has Emoji and is not Emoji_Component).
private func standInIsEmoji(_ character: Substring, policy: EmojiPolicy) -> Bool {
  var first = true
  for scalar in character.unicodeScalars {
    let properties = scalar.emojiProperties
    if properties.isEmojiPresentation || scalar.value == 0xFE0F || scalar.value == 0x20E3 { return true }
    if first, policy == .includingTextDefault, properties.isEmoji, !properties.isEmojiComponent { return true }
    first = false
  }
  return false
}

public struct EmojiMatches<Base: StringProtocol>: Sequence {
  let base: Base
  let policy: EmojiPolicy
  public func makeIterator() -> IndexingIterator<[EmojiMatch]> {
    var matches: [EmojiMatch] = []
    var index = base.startIndex
    while index < base.endIndex {
      let next = base.index(after: index)
      let character = Substring(base[index..<next])
      if standInIsEmoji(character, policy: policy) {
        matches.append(EmojiMatch(
          range: index..<next, scalars: Array(character.unicodeScalars), kind: .basic,
          status: .fullyQualified, isRGI: true, version: nil, name: nil))
      }
      index = next
    }
    return matches.makeIterator()
  }
}

extension StringProtocol {
  public func containsEmoji(policy: EmojiPolicy = .standard) -> Bool {
    var iterator = emojiMatches(policy: policy).makeIterator()
    return iterator.next() != nil
  }
  public func emojiMatches(policy: EmojiPolicy = .standard) -> EmojiMatches<Self> {
    EmojiMatches(base: self, policy: policy)
  }
  public func removingEmoji(policy: EmojiPolicy = .standard) -> String {
    var result = ""
    var last = startIndex
    for match in emojiMatches(policy: policy) {
      result += self[last..<match.range.lowerBound]
      last = match.range.upperBound
    }
    result += self[last...]
    return result
  }
}

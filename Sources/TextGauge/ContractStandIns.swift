// TEMPORARY stand-ins for the contract APIs of the emoji-detection work (see /work/notes/helper-context.md), so that the
// stickers module compiles and its tests run before those branches are
// merged. Crude approximations. DELETE THIS FILE when merging the real
// implementations; nothing may depend on how these behave beyond the
// contract's names and UTS #51's meaning (one match per emoji sequence).

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

/// Stand-in: classifies one Character (which holds a whole emoji sequence by
/// UAX #29) without the sequence tables.
private func standInEmojiKind(_ scalars: [Unicode.Scalar]) -> EmojiKind? {
  guard let first = scalars.first else { return nil }
  let isRI: (Unicode.Scalar) -> Bool = { (0x1F1E6...0x1F1FF).contains($0.value) }
  if scalars.count == 2, isRI(scalars[0]), isRI(scalars[1]) { return .flag }
  if scalars.contains(where: { $0.value == 0x20E3 }) { return .keycap }
  let properties = first.emojiProperties
  let second = scalars.count > 1 ? scalars[1].value : nil
  let isEmoji = (properties.isEmojiPresentation && second != 0xFE0E)
    || (properties.isEmoji && second == 0xFE0F && !properties.isEmojiComponent)
    || (properties.isEmojiModifierBase && scalars.count > 1 && scalars[1].emojiProperties.isEmojiModifier)
  guard isEmoji else { return nil }
  if scalars.contains(where: { $0.value == 0x200D }) { return .zwj }
  if scalars.contains(where: { (0xE0020...0xE007F).contains($0.value) }) { return .tag }
  if scalars.count > 1, scalars[1].emojiProperties.isEmojiModifier { return .modifier }
  return .basic
}

public struct EmojiMatches<Base: StringProtocol>: Sequence {
  let base: Base
  let policy: EmojiPolicy
  public func makeIterator() -> IndexingIterator<[EmojiMatch]> {
    var matches: [EmojiMatch] = []
    var index = base.startIndex
    while index < base.endIndex {
      let next = base.index(after: index)
      let scalars = Array(base[index..<next].unicodeScalars)
      if let kind = standInEmojiKind(scalars) {
        matches.append(EmojiMatch(
          range: index..<next, scalars: scalars, kind: kind,
          status: .fullyQualified, isRGI: true, version: nil, name: nil))
      }
      index = next
    }
    return matches.makeIterator()
  }
}

extension StringProtocol {
  public func emojiMatches(policy: EmojiPolicy = .standard) -> EmojiMatches<Self> {
    EmojiMatches(base: self, policy: policy)
  }
  public func containsEmoji(policy: EmojiPolicy = .standard) -> Bool {
    var iterator = emojiMatches(policy: policy).makeIterator()
    return iterator.next() != nil
  }
}

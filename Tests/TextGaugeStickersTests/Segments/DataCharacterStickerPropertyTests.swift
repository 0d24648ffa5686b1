import Testing
import TestSupport
import TextGauge
import TextGaugeStickers

/// Sticker tokens start and end on the data's Characters (UAX #29 of the
/// tables' Unicode version): on seeded random texts of tokens, brackets,
/// marks and the hard pieces, the stickers found and the display offsets
/// equal a reference built on `graphemeClusters`.
@Suite struct DataCharacterStickerPropertyTests {
  static let check = PropertyCheck(seed: 0x5EC_C1A5, cases: 3000)
  static let catalog = try! StickerCatalog(parsing: "[笑哭]\txiaoku\n[doge]\tdoge\n[a]\ta\n[\u{179F}\u{17D2}\u{178F}]\tkhmer\n")
  /// Marks that join a bracket in the data (a combining acute, ZWJ, a
  /// combining mark of Unicode 17.0, a coeng), a Khmer conjunct (one
  /// Character by GB9c, which an older standard library splits) and pieces
  /// of tokens.
  static let pieces = [
    "[笑哭]", "[doge]", "[a]", "[", "]", "]", "doge", "a", "[笑", "哭]",
    "\u{0301}", "\u{200D}", "\u{1AD0}", "\u{17D2}", "\u{179F}\u{17D2}", "\u{178F}", "[\u{179F}\u{17D2}\u{178F}]",
  ]

  static func generate(_ random: inout SplitMix64) -> [String] {
    (0..<random.next(below: 10)).map { _ in random.oneIn(2) ? random.pick(pieces) : HardPieces.piece(&random) }
  }

  /// The tokens of `text` by the documented rule, over `graphemeClusters`:
  /// at a Character `[`, the first Character `]` within the longest token's
  /// length ends the candidate, which is a sticker when the catalog knows
  /// it. Each as its UTF-8 offset range.
  static func referenceStickers(_ text: String) -> [Range<Int>] {
    let characters = Array(text.graphemeClusters)
    let longest = catalog.stickers.map { $0.token.graphemeClusters.count }.max()!
    var starts = [0]
    for character in characters { starts.append(starts.last! + character.utf8.count) }
    var found: [Range<Int>] = []
    var i = 0
    while i < characters.count {
      var end: Int?
      if characters[i] == "[" {
        var k = i + 1
        while k < characters.count, k - i + 1 <= longest {
          if characters[k] == "]" {
            let token = characters[i...k].joined()
            if k > i + 1, catalog.sticker(forToken: token) != nil { end = k + 1 }
            break
          }
          k += 1
        }
      }
      if let end {
        found.append(starts[i]..<starts[end])
        i = end
      } else {
        i += 1
      }
    }
    return found
  }

  @Test func stickersAreFoundOnDataCharacters() {
    let failure = Self.check.failure(generate: Self.generate) { pieces in
      let text = pieces.joined()
      let found = Self.catalog.segments(of: text, emojiPolicy: nil).compactMap { segment -> Range<Int>? in
        guard case .sticker = segment.kind else { return nil }
        return text.utf8.distance(from: text.startIndex, to: segment.range.lowerBound)
          ..< text.utf8.distance(from: text.startIndex, to: segment.range.upperBound)
      }
      let expected = Self.referenceStickers(text)
      return found == expected ? nil : "stickers at \(found), expected \(expected)"
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  /// Each sticker's bounds map to the display offsets the reference counts:
  /// the UTF-16 length of the text before it, each sticker before it 1.
  @Test func displayOffsetsCountUTF16OfTheStorage() {
    let failure = Self.check.failure(generate: Self.generate) { pieces in
      let text = pieces.joined()
      let message = StickerMessage(storageText: text, catalog: Self.catalog)
      var display = 0
      for segment in message.segments {
        // A sticker's bounds are unit bounds.
        if case .sticker = segment.kind {
          let storage = text[..<segment.range.lowerBound].utf16.count
          let mapped = message.displayOffset(forStorageOffset: storage)
          if mapped != display { return "sticker at storage \(storage): display \(mapped), expected \(display)" }
          let after = message.displayOffset(forStorageOffset: storage + text[segment.range].utf16.count)
          if after != display + 1 { return "after the sticker at \(storage): display \(after), expected \(display + 1)" }
          display += 1
        } else {
          display += text[segment.range].utf16.count
        }
      }
      let total = message.length(in: .utf16, stickers: .oneUnit)
      return total == display ? nil : "display length \(total), expected \(display)"
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  @Test func aMarkAfterABracketIsNoDelimiter() throws {
    let mark = "\u{0301}"
    try #require(("]" + mark).graphemeClusters.count == 1)
    #expect(Self.catalog.segments(of: "[doge]" + mark, emojiPolicy: nil).count == 1)
    #expect(Self.catalog.segments(of: "[" + mark + "doge]", emojiPolicy: nil).count == 1)
    #expect(Self.catalog.storageText(fromRendering: "⟦doge⟧" + mark) == "⟦doge⟧" + mark)
  }
}

import Testing
import TestSupport
import TextGauge
import TextGaugeStickers

/// The model: a segment boundary never falls inside a Character (UAX #29 of
/// the tables' version, `graphemeClusters`), so a message's segments, its
/// lengths, its offset mapping and its edits describe the same units. On
/// seeded random messages of the hard pieces (with lone components after
/// letters, digits and brackets, which join them in one Character by GB9),
/// every segment bound is a Character bound and a caret bound of the
/// mapping in both directions, both units and both roundings, and
/// delete-backward at a segment's end removes its last unit.
@Suite struct SegmentCharacterAgreementTests {
  static let check = PropertyCheck(seed: 0x5E6_C4A2, cases: 3000)
  static let catalog = try! StickerCatalog(parsing: "[笑哭]\txiaoku\n[doge]\tdoge\n[a]\ta\n")
  /// Bases a lone component joins (`6🏾`, `[🏻`, `王🏽`), components, tokens.
  static let pieces = [
    "6", "[", "]", "王", "a", "\u{1F3FB}", "\u{1F3FE}", "\u{1F3FD}", "\u{200D}", "\u{FE0F}", "\u{20E3}",
    "[笑哭]", "[doge]", "[a]", "\u{E007F}",
  ]

  static func generate(_ random: inout SplitMix64) -> [String] {
    (0..<random.next(below: 10)).map { _ in random.oneIn(2) ? random.pick(pieces) : HardPieces.piece(&random) }
  }

  @Test func theIssuesExamplesAreOneSegmentEach() {
    for text in ["6\u{1F3FE}", "[\u{1F3FB}", "王\u{1F3FD}"] {
      let message = StickerMessage(storageText: text, catalog: Self.catalog)
      #expect(message.segments.count == 1, "\(scalarDump(text))")
      #expect(message.storageOffset(forDisplayOffset: 1, rounding: .backward) == 0)
      #expect(message.storageOffset(forDisplayOffset: 1, rounding: .forward) == text.utf16.count)
      #expect(message.deletingBackward(text.utf16.count..<text.utf16.count).storageText == "")
    }
  }

  @Test func segmentsLengthsOffsetsAndEditsAgree() {
    let failure = Self.check.failure(generate: Self.generate) { pieces in
      let message = StickerMessage(storageText: pieces.joined(), catalog: Self.catalog)
      let text = message.storageText
      // Character bounds of the storage text, as UTF-8 offsets.
      var characterBounds: Set<Int> = [0]
      var offset = 0
      for character in text.graphemeClusters {
        offset += character.utf8.count
        characterBounds.insert(offset)
      }
      var utf16 = 0, characters = 0, displayUTF16 = 0, displayCharacters = 0
      var previousEnd = text.startIndex
      for segment in message.segments {
        if segment.range.lowerBound != previousEnd { return "segments leave a gap or overlap at \(scalarDump(text))" }
        previousEnd = segment.range.upperBound
        let slice = text[segment.range]
        let start = text.utf8.distance(from: text.startIndex, to: segment.range.lowerBound)
        let end = start + slice.utf8.count
        if !characterBounds.contains(start) || !characterBounds.contains(end) {
          return "segment \(scalarDump(slice)) splits a Character of \(scalarDump(text))"
        }
        utf16 += slice.utf16.count
        characters += slice.graphemeClusters.count
        if case .sticker = segment.kind {
          displayUTF16 += 1
          displayCharacters += 1
        } else {
          displayUTF16 += slice.utf16.count
          displayCharacters += slice.graphemeClusters.count
        }
        // The segment's end is a bound of the mapping, both ways, in each unit.
        for (unit, storage, display) in [
          (TextOffsetUnit.utf16, utf16, displayUTF16), (.characters, characters, displayCharacters),
        ] {
          for rounding in [OffsetRounding.backward, .forward] {
            let mapped = message.storageOffset(forDisplayOffset: display, in: unit, rounding: rounding)
            if mapped != storage {
              return "\(unit) \(rounding): display \(display) → storage \(mapped), the segments say \(storage) in \(scalarDump(text))"
            }
            let back = message.displayOffset(forStorageOffset: storage, in: unit, rounding: rounding)
            if back != display {
              return "\(unit) \(rounding): storage \(storage) → display \(back), the segments say \(display) in \(scalarDump(text))"
            }
          }
        }
        // Delete-backward at a non-text segment's end removes the segment.
        if case .text = segment.kind {} else {
          let edit = message.deletingBackward(displayUTF16..<displayUTF16)
          let expected = String(text[..<segment.range.lowerBound]) + String(text[segment.range.upperBound...])
          if edit.storageText != expected {
            return "delete-backward after \(scalarDump(slice)) gave \(scalarDump(edit.storageText)) in \(scalarDump(text))"
          }
        }
      }
      if previousEnd != text.endIndex { return "segments end before the text in \(scalarDump(text))" }
      if message.length(in: .utf16, stickers: .token) != utf16 || message.length(in: .characters, stickers: .token) != characters
        || message.length(in: .utf16, stickers: .oneUnit) != displayUTF16
        || message.length(in: .characters, stickers: .oneUnit) != displayCharacters
      {
        return "lengths disagree with the segments in \(scalarDump(text))"
      }
      return nil
    }
    #expect(failure == nil, "\(failure ?? "")")
  }
}

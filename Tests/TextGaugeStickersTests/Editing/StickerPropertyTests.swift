import Testing
import TestSupport
import TextGauge
import TextGaugeStickers

/// Seeded properties of the sticker model over hard pieces mixed with
/// tokens, partial tokens and delimiters.
@Suite struct StickerPropertyTests {
  static let check = PropertyCheck(seed: 0x57_1C4E, cases: 3000)
  static let catalog = try! StickerCatalog(parsing: "[笑哭]\txiaoku\n[doge]\tdoge\n[a]\ta\n")
  static let stickerPieces = ["[笑哭]", "[doge]", "[a]", "[a]", "[", "]", "doge", "[笑", "哭]"]

  static func generate(_ random: inout SplitMix64) -> [String] {
    (0..<random.next(below: 9)).map { _ in random.oneIn(3) ? random.pick(stickerPieces) : HardPieces.piece(&random) }
  }

  static let units: [TextOffsetUnit] = [.utf16, .characters]

  @Test func displayAndStorageOffsetsRoundTrip() {
    let failure = Self.check.failure(generate: Self.generate) { pieces in
      let message = StickerMessage(storageText: pieces.joined(), catalog: Self.catalog)
      if message.length(in: .utf16, stickers: .token) != message.storageText.utf16.count {
        return "storage length \(message.length(in: .utf16, stickers: .token)) but the text has \(message.storageText.utf16.count) UTF-16 units"
      }
      if message.length(in: .utf16, stickers: .oneUnit) != message.displayText.utf16.count {
        return "display length \(message.length(in: .utf16, stickers: .oneUnit)) but the display text has \(message.displayText.utf16.count) UTF-16 units"
      }
      for unit in Self.units {
        for display in 0...message.length(in: unit.metric, stickers: .oneUnit) {
          let storage = message.storageOffset(forDisplayOffset: display, in: unit)
          let forward = message.storageOffset(forDisplayOffset: display, in: unit, rounding: .forward)
          if forward < storage { return "\(unit): display \(display) rounds forward to \(forward) < backward \(storage)" }
          let back = message.displayOffset(forStorageOffset: storage, in: unit)
          if back > display { return "\(unit): display \(display) → storage \(storage) → display \(back)" }
          if message.storageOffset(forDisplayOffset: back, in: unit) != storage {
            return "\(unit): display \(display) → storage \(storage) → display \(back) → storage \(message.storageOffset(forDisplayOffset: back, in: unit))"
          }
          if storage == forward, back != display {
            return "\(unit): boundary display \(display) → storage \(storage) → display \(back)"
          }
        }
        for storage in 0...message.length(in: unit.metric, stickers: .token) {
          let display = message.displayOffset(forStorageOffset: storage, in: unit)
          if message.storageOffset(forDisplayOffset: display, in: unit) > storage {
            return "\(unit): storage \(storage) → display \(display) → storage \(message.storageOffset(forDisplayOffset: display, in: unit))"
          }
        }
      }
      return nil
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  /// Character lengths agree with the Characters of the texts themselves.
  @Test func characterLengthsCountTheTextsCharacters() {
    let failure = Self.check.failure(generate: Self.generate) { pieces in
      let message = StickerMessage(storageText: pieces.joined(), catalog: Self.catalog)
      if message.length(in: .characters, stickers: .token) != message.storageText.count {
        return "storage length \(message.length(in: .characters, stickers: .token)) Characters, the text has \(message.storageText.count): \(scalarDump(message.storageText))"
      }
      if message.length(in: .characters, stickers: .oneUnit) != message.displayText.count {
        return "display length \(message.length(in: .characters, stickers: .oneUnit)) Characters, the display text has \(message.displayText.count): \(scalarDump(message.displayText))"
      }
      return nil
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  /// Delete-backward at every caret removes whole units: every sticker and
  /// emoji segment is either removed entirely or left untouched.
  @Test(arguments: units)
  func deleteBackwardRemovesWholeUnits(unit: TextOffsetUnit) {
    let failure = Self.check.failure(generate: Self.generate) { pieces in
      let message = StickerMessage(storageText: pieces.joined(), catalog: Self.catalog)
      let old = Array(message.storageText.utf16)
      let segments = message.segments.compactMap { segment -> (Range<Int>, String)? in
        let start = message.storageText.utf16.distance(from: message.storageText.startIndex, to: segment.range.lowerBound)
        let end = message.storageText.utf16.distance(from: message.storageText.startIndex, to: segment.range.upperBound)
        switch segment.kind {
        case .text: return nil
        case .sticker(let sticker): return (start..<end, "sticker \(sticker.token)")
        case .emoji(let match): return (start..<end, "emoji \(scalarDump(match.string))")
        }
      }
      for caret in 0...message.length(in: unit.metric, stickers: .oneUnit) {
        guard message.storageOffset(forDisplayOffset: caret, in: unit)
          == message.storageOffset(forDisplayOffset: caret, in: unit, rounding: .forward)
        else { continue }
        let edit = message.deletingBackward(caret..<caret, in: unit)
        let new = Array(edit.storageText.utf16)
        let removedCount = old.count - new.count
        let start = zip(old, new).prefix { $0 == $1 }.count
        let removedStart = min(start, new.count)
        guard removedCount >= 0, old[..<removedStart] + old[(removedStart + removedCount)...] == new[...] else {
          return "\(unit): delete-backward at \(caret) did not remove one contiguous range: \(scalarDump(edit.storageText))"
        }
        if caret > 0, removedCount == 0 { return "\(unit): delete-backward at \(caret) removed nothing" }
        // Where the removed range is ambiguous (equal units side by side), any
        // placement with whole units is fine: try every equal-text placement.
        let placements = (0...old.count - removedCount).filter {
          old[..<$0] + old[($0 + removedCount)...] == new[...]
        }
        let whole = placements.contains { a in
          let removed = a..<(a + removedCount)
          return segments.allSatisfy { range, _ in
            removed.isEmpty || range.clamped(to: removed).isEmpty || removed.contains(range.lowerBound) && range.upperBound <= removed.upperBound
          }
        }
        if !whole {
          return "\(unit): delete-backward at \(caret) tore a unit: \(scalarDump(message.storageText)) → \(scalarDump(edit.storageText)); units \(segments)"
        }
      }
      return nil
    }
    #expect(failure == nil, "\(failure ?? "")")
  }
}

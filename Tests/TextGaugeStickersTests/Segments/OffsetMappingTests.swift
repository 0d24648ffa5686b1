import Foundation
import Testing
import TextGauge
import TextGaugeStickers

/// An independent model of the display: the units, each with its storage and
/// display text, built from the segments.
struct ReferenceUnits {
  var storage: [String] = []
  var display: [String] = []

  init(_ message: StickerMessage) {
    for segment in message.segments {
      let slice = message.storageText[segment.range]
      switch segment.kind {
      case .text:
        for character in slice {
          storage.append(String(character))
          display.append(String(character))
        }
      case .sticker:
        storage.append(String(slice))
        display.append("\u{FFFC}")
      case .emoji:
        // One unit: a segment is whole Characters (the emoji segment of
        // `王🏻` is that one Character).
        storage.append(String(slice))
        display.append(String(slice))
      }
    }
  }

  /// Offsets of every unit boundary in `unit`.
  func boundaries(_ texts: [String], _ unit: TextOffsetUnit) -> [Int] {
    var offsets = [0]
    for text in texts { offsets.append(offsets.last! + (unit == .utf16 ? text.utf16.count : text.count)) }
    return offsets
  }
}

@Suite struct OffsetMappingTests {
  let catalog = Fixtures.catalog

  @Test func theExampleMessage() {
    let message = StickerMessage(storageText: "笑死了[笑哭]👍", catalog: catalog)
    #expect(message.displayText == "笑死了\u{FFFC}👍")
    #expect(message.length(in: .utf16, stickers: .token) == 9)
    #expect(message.length(in: .characters, stickers: .token) == 8)
    #expect(message.length(in: .utf16, stickers: .oneUnit) == 6)
    #expect(message.length(in: .characters, stickers: .oneUnit) == 5)
    #expect(TextOffsetUnit.utf16.metric.measure("笑👍") == 3)
    #expect(TextOffsetUnit.characters.metric.measure("笑👍") == 2)
    #expect(message.storageOffset(forDisplayOffset: 4) == 7)
    #expect(message.storageOffset(forDisplayOffset: 5) == 7)
    #expect(message.storageOffset(forDisplayOffset: 5, rounding: .forward) == 9)
    #expect(message.storageOffset(forDisplayOffset: 4, in: .characters) == 7)
    #expect(message.displayOffset(forStorageOffset: 7) == 4)
    #expect(message.displayOffset(forStorageOffset: 5) == 3)
    #expect(message.displayOffset(forStorageOffset: 5, rounding: .forward) == 4)
    #expect(message.storageRange(forDisplayRange: 2..<4) == 2..<7)
    #expect(message.displayRange(forStorageRange: 4..<5) == 3..<4)
    #expect(message.copying(3..<6) == "[笑哭]👍")
    #expect(message.copying(3..<5) == "[笑哭]👍")  // half of 👍 widens to all of it
    #expect(message.stickerCount == 1)
  }

  @Test(arguments: Fixtures.sampleMessages, [TextOffsetUnit.utf16, .characters])
  func everyCaretMapsBothWays(text: String, unit: TextOffsetUnit) {
    let message = StickerMessage(storageText: text, catalog: catalog)
    let reference = ReferenceUnits(message)
    #expect(reference.storage.joined() == text)
    #expect(reference.display.joined() == message.displayText)
    let storage = reference.boundaries(reference.storage, unit)
    let display = reference.boundaries(reference.display, unit)
    // Characters of the display text agree with the units (U+FFFC breaks
    // graphemes exactly where the token did).
    #expect(message.displayText.count == reference.display.count)
    #expect(message.length(in: unit.metric, stickers: .token) == storage.last!)
    #expect(message.length(in: unit.metric, stickers: .oneUnit) == display.last!)
    for (index, (s, d)) in zip(storage, display).enumerated() {
      #expect(message.storageOffset(forDisplayOffset: d, in: unit) == s, "unit \(index) of \(text)")
      #expect(message.displayOffset(forStorageOffset: s, in: unit) == d, "unit \(index) of \(text)")
    }
    // Offsets inside a unit round to its ends.
    for offset in 0...display.last! where !display.contains(offset) {
      let after = display.firstIndex { $0 > offset }!
      #expect(message.storageOffset(forDisplayOffset: offset, in: unit, rounding: .backward) == storage[after - 1])
      #expect(message.storageOffset(forDisplayOffset: offset, in: unit, rounding: .forward) == storage[after])
    }
    for offset in 0...storage.last! where !storage.contains(offset) {
      let after = storage.firstIndex { $0 > offset }!
      #expect(message.displayOffset(forStorageOffset: offset, in: unit, rounding: .backward) == display[after - 1])
      #expect(message.displayOffset(forStorageOffset: offset, in: unit, rounding: .forward) == display[after])
    }
  }

  @Test(arguments: Fixtures.sampleMessages, [TextOffsetUnit.utf16, .characters])
  func copyingASelectionYieldsExactlyItsStorageText(text: String, unit: TextOffsetUnit) {
    let message = StickerMessage(storageText: text, catalog: catalog)
    let reference = ReferenceUnits(message)
    let display = reference.boundaries(reference.display, unit)
    for start in display.indices {
      for end in start..<display.count {
        let copied = message.copying(display[start]..<display[end], in: unit)
        #expect(copied == reference.storage[start..<end].joined())
        // The copied storage text shows as exactly the selected display.
        if start < end || copied.isEmpty {
          let shown = StickerMessage(storageText: copied, catalog: catalog).displayText
          #expect(shown == reference.display[start..<end].joined())
        }
      }
    }
  }

  @Test func renderingForTerminalsRoundTrips() {
    for text in Fixtures.sampleMessages {
      let message = StickerMessage(storageText: text, catalog: catalog)
      let rendered = message.displayText(renderingStickers: StickerRendering.render)
      // Exact, except that an alias comes back as its identifier's first token.
      let canonical = text.replacingOccurrences(of: "[Smile]", with: "[微笑]")
      #expect(catalog.storageText(fromRendering: rendered) == canonical)
    }
    let shown = StickerMessage(storageText: "笑死了[笑哭][Smile]", catalog: catalog)
      .displayText(renderingStickers: StickerRendering.render)
    #expect(shown == "笑死了⟦xiaoku⟧⟦weixiao⟧")
    // Aliases come back as the identifier's first token; unknown stays.
    #expect(catalog.storageText(fromRendering: shown + "⟦nope⟧") == "笑死了[笑哭][微笑]⟦nope⟧")
  }
}

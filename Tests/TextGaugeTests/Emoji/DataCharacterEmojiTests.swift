import Testing
import TextGauge

/// Emoji removal, replacement and `.custom` weights work on the data's
/// Characters (UAX #29 of the tables' Unicode version), never on the
/// toolchain's `Character`s, which may split a cluster of the data.
@Suite struct DataCharacterEmojiTests {
  /// ស្ត្រី: U+179F U+17D2 U+178F U+17D2 U+179A U+17B8, one Character by GB9c.
  let khmer = "\u{179F}\u{17D2}\u{178F}\u{17D2}\u{179A}\u{17B8}"
  /// A skin tone (Extend, UTS #51 emoji) inside a coeng cluster: ស ្ 🏻 ត is
  /// one Character (GB9, then GB9c joins ត across the linker and the Extend).
  let toned = "\u{179F}\u{17D2}\u{1F3FB}\u{178F}"

  @Test func removalTakesTheRestOfTheDataCharacter() throws {
    try #require(toned.graphemeClusters.count == 1)
    // The scalars before the emoji are kept; the rest of its Character goes.
    #expect((toned + "b").removingEmoji() == "\u{179F}\u{17D2}b")
    #expect((toned + "b").replacingEmoji { _ in "□" } == "\u{179F}\u{17D2}□b")
    #expect(!(toned + "b").containsOnlyEmoji())
  }

  @Test func removalNeverSplitsAClusterOfTheData() throws {
    try #require(khmer.graphemeClusters.count == 1)
    #expect((khmer + "😀" + khmer).removingEmoji() == khmer + khmer)
    #expect(("😀" + khmer).replacingEmoji { _ in "□" } == "□" + khmer)
  }

  @Test func customWeightsReceiveDataCharacters() throws {
    try #require(khmer.graphemeClusters.count == 1)
    let perCharacter = TextMetric.custom { _ in 1 }
    #expect(perCharacter.measure(khmer) == 1)
    #expect(perCharacter.prefix(khmer + "a", fitting: 1) == khmer)
    #expect(TextMetric.custom { $0.unicodeScalars.count }.measure(khmer + "a") == 7)
    // Every data Character is passed whole, as a text of its own.
    let wholes = TextMetric.custom { $0.graphemeClusters.count == 1 ? 1 : 1_000 }
    #expect(wholes.measure("a\u{094D}\u{0924}" + khmer) == ("a\u{094D}\u{0924}" + khmer).graphemeClusters.count)
  }
}

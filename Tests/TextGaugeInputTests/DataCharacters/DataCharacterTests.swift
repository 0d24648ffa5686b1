import Testing
import TextGauge
import TextGaugeInput

/// The input engine's Characters are the data's (UAX #29 of the tables'
/// Unicode version), not the toolchain's `Character`s: a Khmer cluster with
/// two coeng (U+17D2, Indic_Conjunct_Break=Linker, GB9c) is one Character,
/// though a standard library older than Unicode 15.1 splits it.
@Suite struct DataCharacterTests {
  /// ស្ត្រី: U+179F U+17D2 U+178F U+17D2 U+179A U+17B8.
  let khmer = "\u{179F}\u{17D2}\u{178F}\u{17D2}\u{179A}\u{17B8}"

  @Test func aClusterOfTheDataIsOneCharacterOfTheLimit() throws {
    try #require(khmer.graphemeClusters.count == 1)
    let rules = InputRules(maxLength: 1, metric: .characters)
    #expect(rules.evaluate("", replacing: "".startIndex..<"".endIndex, with: khmer).isAccepted)
    #expect(rules.sanitized(khmer) == khmer)
    #expect(rules.sanitized(khmer + "a") == khmer)
    #expect(!rules.evaluate(khmer, replacing: khmer.endIndex..<khmer.endIndex, with: "a").isAccepted)
  }

  /// Typing the rest of the cluster after its first consonant, at the end
  /// of a long field, keeps one Character: the edit window's boundaries are
  /// the data's.
  @Test func typingIntoTheClusterKeepsOneCharacter() throws {
    let start = String(repeating: "x", count: 500) + "\u{179F}\u{17D2}\u{178F}"
    let rest = "\u{17D2}\u{179A}\u{17B8}"
    let rules = InputRules(maxLength: 501, metric: .characters)
    try #require((start + rest).graphemeClusters.count == 501)
    #expect(rules.evaluate(start, replacing: start.endIndex..<start.endIndex, with: rest).isAccepted)
    let whole = start + rest
    #expect(!rules.evaluate(whole, replacing: whole.endIndex..<whole.endIndex, with: "a").isAccepted)
    // Inserting inside the cluster (before its vowel sign) is judged on the
    // whole cluster too.
    let vowel = whole.unicodeScalars.index(before: whole.endIndex)
    #expect(rules.evaluate(whole, replacing: vowel..<vowel, with: "\u{17D2}\u{179A}").isAccepted)
  }

  /// A Character the rules disallow goes whole, never a piece of it.
  @Test func aDisallowedClusterIsRemovedWhole() throws {
    try #require(khmer.graphemeClusters.count == 1)
    let rules = InputRules(isAllowed: { !$0.unicodeScalars.contains("\u{17B8}") })
    #expect(rules.sanitized("a" + khmer + "b") == "ab")
    let decision = rules.evaluate("a", replacing: "a".endIndex..<"a".endIndex, with: khmer)
    // Nothing of the inserted Character is kept.
    switch decision {
    case .reject(let violations): #expect(!violations.isEmpty)
    case .adjusted(let text, _, _): #expect(text == "a")
    case .accept: Issue.record("accepted a disallowed Character")
    }
  }

  /// `violations(in:)` locates each violation at the data's Character offset.
  @Test func checkCountsDataCharacters() throws {
    try #require(khmer.graphemeClusters.count == 1)
    let rules = InputRules(isAllowed: { $0 != "b" && !$0.unicodeScalars.contains("\u{17B8}") })
    let found = rules.violations(in: khmer + "b")
    #expect(found.map(\.characterOffset) == [0, 1])
    #expect(found.map(\.utf16Offset) == [0, khmer.utf16.count])
  }

  /// An emoji Character is a Character of the data that a match touches: a
  /// skin tone between a consonant and a coeng-joined consonant is one
  /// Character with them (GB9, GB9c), so what follows the emoji in it goes.
  @Test func blockedEmojiTakesTheRestOfTheDataCharacter() throws {
    let text = "\u{179F}\u{17D2}\u{1F3FB}\u{178F}"
    try #require(text.graphemeClusters.count == 1)
    let rules = InputRules(allowsEmoji: false)
    #expect(rules.sanitized(text + "b") == "\u{179F}\u{17D2}b")
  }
}

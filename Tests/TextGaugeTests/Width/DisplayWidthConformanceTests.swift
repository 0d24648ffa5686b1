import Testing
import TestSupport

@testable import TextGauge

@Suite struct DisplayWidthConformanceTests {
  @Test(.needsUnicodeFiles) func everyLineOfEmojiTestIsTwoColumnsAloneAndBetweenHan() throws {
    let file = try EmojiTestFile()
    let (lines, hasEOF) = (file.lines, file.hasEOF)
    #expect(hasEOF)
    #expect(lines.count > 3000)
    var textDefault = 0
    for line in lines {
      let text = line.text
      if line.isBareTextDefault {
        // A bare character with text presentation by default (UTS #51 ED-4:
        // `❤`, `©`, `↔`, listed as unqualified) is shown as text, so it
        // takes its East_Asian_Width: what its scalar alone takes.
        textDefault += 1
        #expect(line.status == "unqualified" || line.status == "component", "line \(line.lineNumber)")
        let width = line.scalars[0].displayWidth()
        #expect(text.displayWidth() == width, "line \(line.lineNumber): \(text)")
        #expect("中\(text)中".displayWidth() == 4 + width, "line \(line.lineNumber): \(text)")
        continue
      }
      for ambiguous in [AmbiguousWidth.narrow, .wide] {
        #expect(text.displayWidth(ambiguous: ambiguous) == 2, "line \(line.lineNumber): \(text)")
        #expect("中\(text)中".displayWidth(ambiguous: ambiguous) == 6, "line \(line.lineNumber): \(text)")
      }
    }
    #expect(textDefault > 0)
  }

  /// An emoji candidate alone takes its own columns without the scanner
  /// (`DisplayWidth.loneElementColumns`): 2 where `.rendersAsEmoji` finds an
  /// emoji in it, its East_Asian_Width otherwise. Checked against the
  /// scanner for every candidate code point, alone and before a space, a
  /// letter, a hanzi and another emoji, in both ambiguous contexts.
  @Test func loneCandidatesTakeWhatTheScannerDecides() {
    var checked = 0
    var mismatches: [String] = []
    for codePoint in UInt32(0x80)...0x10FFFF {
      guard DisplayWidth.lookup(codePoint) & displayWidthEmojiCandidateBit != 0,
        !RegionalIndicator.contains(codePoint), let scalar = Unicode.Scalar(codePoint)
      else { continue }
      checked += 1
      let alone = String(scalar)
      let isEmoji = alone.emojiCount(policy: .rendersAsEmoji) == 1
      for ambiguous in [AmbiguousWidth.narrow, .wide] {
        let expected = isEmoji ? 2 : scalar.displayWidth(ambiguous: ambiguous)
        for (after, width) in [("", 0), (" ", 1), ("a", 1), ("中", 2), ("😂", 2)]
        where (alone + after).displayWidth(ambiguous: ambiguous) != expected + width {
          mismatches.append(
            "\(String(codePoint, radix: 16)) before \(after.debugDescription) \(ambiguous): "
              + "\((alone + after).displayWidth(ambiguous: ambiguous)), not \(expected + width)")
        }
      }
    }
    #expect(checked > 1000)
    #expect(mismatches.count == 0, Comment(rawValue: mismatches.prefix(10).joined(separator: "; ")))
  }

  @Test func emojiStartBitsMatchTheEmojiTables() {
    // The width table marks where the scan asks the emoji scanner: every
    // non-ASCII code point with Emoji or Extended_Pictographic.
    var mismatches: [UInt32] = []
    for codePoint in UInt32(0x80)...0x10FFFF {
      let properties = EmojiProperties.lookup(codePoint)
      let expected = properties.contains(.emoji) || properties.contains(.extendedPictographic)
      let marked = DisplayWidth.lookup(codePoint) & displayWidthEmojiCandidateBit != 0
      if expected != marked { mismatches.append(codePoint) }
    }
    #expect(mismatches.isEmpty, "\(mismatches.prefix(10).map { String($0, radix: 16) })")
  }

  @Test func twoLevelTableAgreesWithRuns() {
    var index = 0
    for codePoint in UInt32(0)...0xFFFF {
      if index + 1 < displayWidthRuns.count, displayWidthRuns[index + 1] >> 8 == codePoint { index += 1 }
      #expect(DisplayWidth.lookup(codePoint) == UInt8(truncatingIfNeeded: displayWidthRuns[index]))
      if DisplayWidth.lookup(codePoint) != UInt8(truncatingIfNeeded: displayWidthRuns[index]) { break }
    }
  }

  /// Every code-point table (`CodePointTable`) answers every code point
  /// as a search of its runs from U+0000 does: the two-level table, the
  /// pictographs (one read for U+1F000…U+1FFFF) and the search above them
  /// from the first run above the two-level table agree.
  @Test func codePointTablesAgreeWithTheirRuns() {
    func mismatches<Table: CodePointTable>(_: Table.Type) -> [UInt32] {
      Table.runs.withUnsafeBufferPointer { runs in
        (UInt32(0)...0x10FFFF).filter {
          Table.value(of: $0) != TwoLevelLookup.runValue(of: $0, runs: runs, startShift: Table.runStartShift)
        }
      }
    }
    for (name, found) in [
      ("DisplayWidthTable", mismatches(DisplayWidthTable.self)),
      ("EmojiPropertyTable", mismatches(EmojiPropertyTable.self)),
      ("GraphemeBreakTable", mismatches(GraphemeBreakTable.self)),
      ("WordPropertyTable", mismatches(WordPropertyTable.self)),
    ] {
      #expect(found.isEmpty, "\(name): \(found.prefix(10).map { String($0, radix: 16) })")
    }
    #expect(DisplayWidthTable.pictographs.count == EmojiPropertyTable.pictographs.count)
  }

  /// Pieces that stress the scan: ASCII runs (the eight-byte path), controls,
  /// keycap bases, marks, jamo, ambiguous characters, emoji of every kind
  /// (and a space, which the scan takes with the emoji before it) and ZWJs
  /// that join or split Characters.
  static let pieces: [String] = [
    "a", "abcdefgh", "12345678", "1", "#", "*", "\u{FE0F}", "\u{FE0E}", "\u{20E3}", "\u{200D}", "\t", "\n",
    "\r\n", "\u{7F}", "\u{85}", "中", "文", "𠀋", "ｱ", "Ａ", "°", "Ω", "①", "\u{301}", "\u{20DD}", "\u{1100}",
    "\u{1161}", "\u{11A8}", "한", "e\u{301}", "😀", "👍", "🏽", "🇨", "🇳", "❤", "©", "⌚", "☕", "👨‍👩‍👧‍👦",
    "🏳️‍🌈", "🏴󠁧󠁢󠁥󠁮󠁧󠁿", "\u{E0067}", "\u{E007F}", "1️⃣", "🐕‍❤️", "\u{1FAFF}", "\u{AD}", "\u{200B}",
    "，", "。", "〰", "㊗", "🈂", "\u{E000}", "±", "ｶﾞ", " ", "😂", "👍🏽", "☀️", "👩‍💻", "🫱🏻‍🫲🏿", "👁️‍🗨️",
  ]

  static func randomText(_ random: inout SplitMix64) -> String {
    var text = ""
    for _ in 0..<(1 + random.next(below: 12)) { text += pieces[random.next(below: pieces.count)] }
    return text
  }

  @Test func scanEqualsCharacterByCharacterReference() {
    var random = SplitMix64(seed: 0x5749_4454)
    for _ in 0..<20_000 {
      let text = Self.randomText(&random)
      for ambiguous in [AmbiguousWidth.narrow, .wide] {
        let width = text.displayWidth(ambiguous: ambiguous)
        let reference = referenceDisplayWidth(text, ambiguous: ambiguous)
        #expect(width == reference, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
        if width != reference { return }
      }
    }
  }

  @Test func prefixNeverExceedsTheBudgetNorSplitsACharacter() {
    var random = SplitMix64(seed: 0x434F_4C53)
    for _ in 0..<20_000 {
      let text = Self.randomText(&random)
      let ambiguous: AmbiguousWidth = random.next(below: 2) == 0 ? .narrow : .wide
      let metric = TextMetric.displayWidth(ambiguous: ambiguous)
      let budget = random.next(below: 20)
      let prefix = metric.prefix(text, fitting: budget)
      let rest = text[prefix.endIndex...]
      let ok = metric.measure(prefix) <= budget
        && String(prefix).count + String(rest).count == text.count  // ends on a Character boundary
        && (rest.isEmpty || metric.measure(text[..<text.index(after: prefix.endIndex)]) > budget)  // longest
        && metric.fits(text, budget: budget) == (metric.measure(text) <= budget)
      let truncated = metric.truncated(text, fitting: budget)
      let truncationOK = metric.measure(truncated) <= budget
        && (metric.fits(text, budget: budget) ? truncated == text : truncated.hasSuffix("…") || budget < metric.measure("…"))
      #expect(ok && truncationOK, "\(text.unicodeScalars.map { String($0.value, radix: 16) }) budget \(budget)")
      if !(ok && truncationOK) { return }
    }
  }
}

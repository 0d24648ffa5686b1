import Testing
import TestSupport

@testable import TextGauge

/// The width of each Character measured alone, never less than its first
/// scalar: the definition the fast scan must equal.
func referenceDisplayWidth(_ text: String, ambiguous: AmbiguousWidth = .narrow) -> Int {
  text.reduce(0) { total, character in
    let alone = String(character).displayWidth(ambiguous: ambiguous)
    return total + max(alone, character.unicodeScalars.first!.displayWidth(ambiguous: ambiguous))
  }
}

@Suite struct DisplayWidthTests {
  let columns = TextMetric.displayWidth()
  let eastAsian = TextMetric.displayWidth(ambiguous: .wide)

  /// The three-byte scan takes a table block from the UTF-8 bytes, which
  /// holds only for blocks of 64 (one continuation byte's payload).
  @Test func tableBlocksAreOneContinuationByte() {
    #expect(displayWidthBlockShift == 6)
    #expect(displayWidthBlockMask == 0x3F)
    for codePoint: UInt32 in [0x800, 0x3000, 0x4E2D, 0xAC00, 0xFF01, 0xFFFD] {
      let bytes = Array(String(Unicode.Scalar(codePoint)!).utf8)
      #expect(Int(bytes[0] & 0x0F) << 6 | Int(bytes[1] & 0x3F) == Int(codePoint >> displayWidthBlockShift))
    }
    // The two-byte run: the lead's five bits are the block, the second byte the slot.
    for codePoint: UInt32 in 0x80...0x7FF {
      let bytes = Array(String(Unicode.Scalar(codePoint)!).utf8)
      bytes.withUnsafeBufferPointer { buffer in
        let (block, slot) = UTF8Bytes.twoByteBlockAndSlot(buffer.baseAddress!, at: 0)
        #expect(block == Int(codePoint >> displayWidthBlockShift) && slot == Int(codePoint & displayWidthBlockMask))
      }
    }
  }

  /// The two-byte run (Latin with accents, Greek, Cyrillic, Hebrew, Arabic,
  /// combining marks) counts each scalar's own width: every two-byte
  /// scalar in one run, and each between its neighbours (ASCII, a hanzi, an
  /// emoji, a keycap base, a Hangul jamo, U+FE0F), in both ambiguous
  /// contexts, against the Character-by-Character reference; a limit stops
  /// the run before the first scalar that would pass it.
  @Test func twoByteRunsCountEachScalar() {
    let scalars = (UInt32(0x80)...0x7FF).compactMap(Unicode.Scalar.init)
    let run = String(String.UnicodeScalarView(scalars))
    for ambiguous in [AmbiguousWidth.narrow, .wide] {
      let widths = scalars.map { $0.displayWidth(ambiguous: ambiguous) }
      #expect(run.displayWidth(ambiguous: ambiguous) == widths.reduce(0, +))
      #expect(run.displayWidth(ambiguous: ambiguous) == referenceDisplayWidth(run, ambiguous: ambiguous))
      // Bounded: the scan stops where the next scalar would pass the limit.
      var random = SplitMix64(seed: 0x3262_7974)
      Array(run.utf8).withUnsafeBufferPointer { bytes in
        for _ in 0..<200 {
          let limit = Int(random.next() % UInt64(widths.reduce(0, +) + 1))
          var total = 0
          var scalarsTaken = 0
          while scalarsTaken < widths.count, total + widths[scalarsTaken] <= limit {
            total += widths[scalarsTaken]
            scalarsTaken += 1
          }
          let scan = DisplayWidth.scan(bytes, ambiguousWide: ambiguous == .wide, limit: limit)
          #expect(scan.total == total && scan.end == 2 * scalarsTaken, "limit \(limit)")
        }
      }
      let neighbours = ["a", " ", "中", "😂", "1", "\u{1100}", "\u{1161}", "\u{FE0F}", "\u{200D}", "🏽", "é"]
      for scalar in scalars {
        for before in neighbours.prefix(7) {
          for after in neighbours {
            let text = before + String(scalar) + after
            #expect(
              text.displayWidth(ambiguous: ambiguous) == referenceDisplayWidth(text, ambiguous: ambiguous),
              "\(scalarDump(text)) \(ambiguous)")
          }
        }
      }
    }
  }

  @Test func eastAsianWidthClasses() {
    #expect("abc".displayWidth() == 3)
    #expect("中文".displayWidth() == 4)  // W
    #expect("ＡＢ！".displayWidth() == 6)  // F: fullwidth forms
    #expect("ｱｲｳ".displayWidth() == 3)  // H: halfwidth katakana
    #expect("𠀋".displayWidth() == 2)  // W beyond the BMP (Extension B)
    #expect("\u{3FFFD}".displayWidth() == 2)  // unassigned, listed as W in EastAsianWidth.txt (plane 3)
    #expect("한국어".displayWidth() == 6)
  }

  @Test func ambiguousCharactersInBothContexts() {
    for text in ["±", "°", "Ω", "Я", "①", "─", "\u{E000}", "…", "§"] {
      #expect(text.displayWidth() == 1, "\(text)")
      #expect(text.displayWidth(ambiguous: .wide) == 2, "\(text)")
    }
    #expect(eastAsian.measure("±1°C") == 6)
    #expect(columns.measure("±1°C") == 4)
    // A combining mark is A in EastAsianWidth.txt, but zero width wins.
    #expect("e\u{301}".displayWidth(ambiguous: .wide) == 1)
  }

  @Test func zeroWidthClasses() {
    #expect("e\u{301}".displayWidth() == 1)  // Mn
    #expect("a\u{20DD}".displayWidth() == 1)  // Me: combining enclosing circle
    #expect("a\u{200B}b".displayWidth() == 2)  // Cf: zero width space
    #expect("a\u{AD}b".displayWidth() == 2)  // soft hyphen: Cf, default ignorable
    #expect("a\u{200D}b".displayWidth() == 2)  // ZWJ
    #expect("a\u{FE00}\u{E0100}".displayWidth() == 1)  // variation selectors
    #expect("a\u{2060}\u{FEFF}".displayWidth() == 1)  // word joiner, BOM
    #expect("\u{3164}".displayWidth() == 0)  // Hangul filler: default ignorable
  }

  @Test func controlsTabsAndNewlinesTakeNoColumns() {
    #expect("a\tb".displayWidth() == 2)
    #expect("a\nb\r\n".displayWidth() == 2)
    #expect("\u{0}\u{1B}\u{7F}\u{85}\u{9F}".displayWidth() == 0)
    #expect("a\u{2028}b\u{2029}".displayWidth() == 2)
    #expect(columns.prefix("ab\ncd", fitting: 3) == "ab\nc")
    // The eight-byte ASCII path counts controls inside a word.
    #expect("abc\tdefg\nhijklmn\u{7F}opq\r\nrstuvwxyz".displayWidth() == 26)
    #expect("\t\t\t\t\t\t\t\t\t".displayWidth() == 0)
    #expect("abcdefg1\u{20E3}abcdefgh".displayWidth() == 17)
    #expect(columns.prefix("abcdefgh\tijklmnop", fitting: 9) == "abcdefgh\ti")
    // ASCII then non-ASCII inside one eight-byte word.
    #expect("ab\tcd中文".displayWidth() == 8)
    #expect("abcd1\u{20E3}中".displayWidth() == 8)
    #expect("abcd#\u{FE0F}\u{20E3}x".displayWidth() == 7)
    #expect("a1\u{FE0F}\u{20E3}".displayWidth() == 3)
    #expect(columns.prefix("abcde中文", fitting: 6) == "abcde")
  }

  @Test func hangulDecomposedIsAsWideAsPrecomposed() {
    let precomposed = "한글"
    let decomposed = "\u{1112}\u{1161}\u{11AB}\u{1100}\u{1173}\u{11AF}"
    #expect(precomposed.displayWidth() == 4)
    #expect(decomposed.displayWidth() == 4)
    #expect(decomposed.count == 2)
    // Old Hangul: L from the extended block, V and T from the extended blocks.
    #expect("\u{A960}\u{D7B0}\u{D7CB}".displayWidth() == 2)
    // A lone V or T has no syllable to join: drawn on a filler, 1 column.
    #expect("\u{1161}".displayWidth() == 1)
  }

  @Test func combiningSequences() {
    #expect("e\u{301}\u{302}\u{303}".displayWidth() == 1)
    #expect("中\u{301}".displayWidth() == 2)
    #expect("\u{915}\u{94D}\u{937}".displayWidth() == 2)  // क्ष: virama is Mn, the two consonants 1 each
    #expect("👍\u{301}".displayWidth() == 2)
  }

  /// A text's last one to seven bytes, when they are ASCII, are read as one
  /// word with the bytes before them: each printable byte 1 column, each
  /// control 0, counted once, a keycap base last no keycap. Every tail of
  /// up to seven such bytes after texts of at least eight bytes, against
  /// the Character-by-Character reference.
  @Test func lastASCIIBytesAreCountedOnce() {
    let heads = ["abcdefgh", "中文字", "😂😂", "👍🏽 ok", "1️⃣ #", "e\u{301}xyz 1234"]
    let bytes = ["a", " ", "\t", "1", "#", "*", "\u{7F}", "\u{1}", "~"]
    var random = SplitMix64(seed: 0x5441_494C)
    for head in heads {
      for length in 1...7 {
        for _ in 0..<40 {
          let tail = (0..<length).map { _ in bytes[random.next(below: bytes.count)] }.joined()
          let text = head + tail
          let printable = tail.unicodeScalars.filter { $0.value >= 0x20 && $0.value != 0x7F }.count
          #expect(text.displayWidth() == referenceDisplayWidth(text), "\(text.debugDescription)")
          #expect(text.displayWidth() == head.displayWidth() + printable, "\(text.debugDescription)")
        }
      }
    }
  }

  @Test func emojiTakeTwoColumns() {
    for emoji in [
      "😀", "👍🏽", "🇨🇳", "1️⃣", "#️⃣", "1\u{20E3}", "🏴󠁧󠁢󠁥󠁮󠁧󠁿", "👨‍👩‍👧‍👦", "🏳️‍🌈", "❤️", "©️", "☕️",
      "🐕‍❤️", "🇦🇦", "🇨", "\u{1FAFF}", "👩🏽‍🤝‍👨🏿",
    ] {
      #expect(emoji.displayWidth() == 2, "\(emoji)")
      #expect(emoji.displayWidth(ambiguous: .wide) == 2, "\(emoji)")
      #expect("中\(emoji)中".displayWidth() == 6, "\(emoji)")
    }
  }

  /// Every chain `DisplayWidth.pictographicSequenceEnd` decides from the
  /// bytes is exactly the scanner's `.rendersAsEmoji` match there, in one
  /// Character (2 columns); the chains it leaves to the scanner keep their
  /// widths. Bases: Emoji_Presentation with and without
  /// Emoji_Modifier_Base, text-default ones (narrow and wide), a skin tone,
  /// a regional indicator, a keycap base, a code point reserved for emoji.
  /// The walk that starts after a first element the scan has read (and
  /// its skin tone or U+FE0F before the ZWJ) gives what the whole walk gives.
  @Test func pictographChainsDecidedFromBytesAreTheScannersMatch() {
    let bases = ["🐕", "👍", "✌", "©", "🈂", "☕", "🏳", "🦰", "🏽", "🇨", "1", "\u{1FAFF}"]
    let marks = ["", "\u{1F3FD}", "\u{FE0F}", "\u{FE0E}", "\u{1F3FD}\u{FE0F}"]
    let elements = bases.flatMap { base in marks.map { base + $0 } }
    let after = ["", "a", "中", "\u{200D}", "\u{FE0F}", "\u{1F3FD}", "\u{E0067}\u{E007F}", "🐕", "\u{20E3}"]
    var random = SplitMix64(seed: 23)
    var decided = 0
    var resumedWalks = 0
    var resumedAfterMarks = 0
    for _ in 0..<4000 {
      let count = 1 + Int(random.next() % 3)
      let chain = (0..<count).map { _ in elements[Int(random.next() % UInt64(elements.count))] }
        .joined(separator: "\u{200D}")
      let text = chain + after[Int(random.next() % UInt64(after.count))]
      Array(text.utf8).withUnsafeBufferPointer { bytes in
        let scalars = Array(text.unicodeScalars)
        let markLength: Int? =
          scalars.count > 1 && scalars[1] == "\u{200D}"
          ? 0
          : scalars.count > 2 && scalars[2] == "\u{200D}"
            ? (EmojiSyntax.isSkinTone(scalars[1].value) ? 4 : scalars[1] == "\u{FE0F}" ? 3 : nil) : nil
        if let first = scalars.first, first.utf8.count == 4, let markLength {
          var rejectedThrough = (whole: 0, resumed: 0)
          let whole = DisplayWidth.pictographicSequenceEnd(at: 0, in: bytes, rejectedThrough: &rejectedThrough.whole)
          let resumed = DisplayWidth.pictographicSequenceEnd(
            at: 0, joiningFirstElement: first.value, length: 4, markLength: markLength, in: bytes,
            rejectedThrough: &rejectedThrough.resumed)
          #expect(whole == resumed && rejectedThrough.whole == rejectedThrough.resumed, "\(text)")
          resumedWalks += 1
          if markLength != 0 { resumedAfterMarks += 1 }
        }
        guard let end = DisplayWidth.pictographicSequenceEnd(at: 0, in: bytes) else { return }
        decided += 1
        var scanner = EmojiScanner(policy: .rendersAsEmoji)
        let match = scanner.match(at: 0, in: bytes)
        #expect(match?.end == end, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
        if let match {
          #expect(DisplayWidth.characterBoundary(inZWJMatch: match, bytes) == nil, "\(text)")
        }
        #expect(String(decoding: bytes[..<end], as: UTF8.self).count == 1, "\(text)")
      }
    }
    #expect(decided > 100)
    #expect(resumedWalks > 100)
    #expect(resumedAfterMarks > 100)
    // Listed or not, one Character of pictographs shown as emoji is 2 columns.
    #expect("🐕\u{200D}🐕".displayWidth() == 2)
    #expect("✌🏾".displayWidth() == 2)
    #expect("©️ok".displayWidth() == 4)
    // Joined pictographs none of which shows as emoji are no emoji (UTS #51
    // ED-17): each takes its own width.
    #expect("🈂\u{200D}🈂".displayWidth() == 4)
    // A skin tone after a character that takes none (not Emoji_Modifier_Base,
    // ED-13) is an emoji of its own.
    #expect("☕🏽".displayWidth() == 4)
    #expect("😂🏽".displayWidth() == 4)
    // A skin tone sequence takes 2 columns before a space, before another,
    // and as the first element of a ZWJ chain (one Character, 2 in all).
    #expect("👍🏽 👍🏽👍🏽".displayWidth() == 7)
    #expect("👍🏽\u{200D}💻".displayWidth() == 2)
  }

  /// A chain found to be no emoji is not walked again from a later element:
  /// with the scan's memory, every position answers as the walk alone does,
  /// and a rejected chain of a thousand elements is walked once.
  @Test func rejectedChainsAreWalkedOnce() {
    var random = SplitMix64(seed: 2411)
    for _ in 0..<2000 {
      let text = HardPieces.generate(&random, maxCount: 10).joined() + random.pick(["©\u{200D}©", "☕\u{200D}☕", ""])
      Array(text.utf8).withUnsafeBufferPointer { bytes in
        var rejectedThrough = 0
        for offset in bytes.indices where bytes[offset] & 0xC0 != 0x80 {
          let remembered = DisplayWidth.pictographicSequenceEnd(at: offset, in: bytes, rejectedThrough: &rejectedThrough)
          #expect(remembered == DisplayWidth.pictographicSequenceEnd(at: offset, in: bytes), "\(scalarDump(text)) at \(offset)")
        }
      }
    }
    let chain = "©" + String(repeating: "\u{200D}©", count: 1000)
    Array(chain.utf8).withUnsafeBufferPointer { bytes in
      var rejectedThrough = 0
      var walks = 0
      for offset in bytes.indices where bytes[offset] & 0xC0 != 0x80 {
        if offset >= rejectedThrough { walks += 1 }
        #expect(DisplayWidth.pictographicSequenceEnd(at: offset, in: bytes, rejectedThrough: &rejectedThrough) == nil)
      }
      #expect(walks == 1)
    }
    #expect(chain.displayWidth() == 1001)
  }

  /// The emoji units the scan decides inline from the bytes
  /// (`singleElementEnd`: one element with a skin tone or U+FE0F) are the
  /// scanner's `.rendersAsEmoji` match in one Character, and one alone is
  /// wide; and where
  /// the scanner's own fast path and `pictographicSequenceEnd` both decide,
  /// they end at the same offset, so the order in which the scan tries
  /// them does not matter.
  @Test func emojiUnitsDecidedFromBytesAreTheScannersMatch() {
    let bases = ["🐕", "👍", "✌", "©", "🈂", "☕", "🏳", "🏴", "🦰", "🏽", "😂", "🌡", "\u{1FAFF}"]
    let marks = [
      "", "", "\u{1F3FD}", "\u{FE0F}", "\u{FE0E}", "\u{1F3FD}\u{FE0F}", "\u{200D}🐕",
      "\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}", "\u{E0061}\u{E007F}", "\u{E007F}",
      "\u{E0067}\u{E0062}", "\u{1F3FD}\u{E0061}\u{E007F}", "\u{E0061}\u{E007F}\u{200D}🐕",
    ]
    let after = ["", "a", " ", "中", "\u{200D}", "\u{FE0F}", "\u{1F3FD}", "\u{E0067}\u{E007F}", "🐕", "\u{20E3}", "🇨🇳"]
    var random = SplitMix64(seed: 2311)
    var decided = 0
    for _ in 0..<6000 {
      let text = random.pick(bases) + random.pick(marks) + random.pick(after) + random.pick(after)
      let first = text.unicodeScalars.first!.value
      let value = DisplayWidth.lookup(first)
      guard value & displayWidthEmojiCandidateBit != 0 else { continue }
      Array(text.utf8).withUnsafeBufferPointer { bytes in
        let length = String(text.unicodeScalars.first!).utf8.count
        var scanner = EmojiScanner(policy: .rendersAsEmoji)
        let next = UTF8Bytes.bigEndianWord(in: bytes, at: length)
        if let end = DisplayWidth.singleElementEnd(
          at: 0, scalar: first, length: length, value: value, next: next, in: bytes)
        {
          decided += 1
          let match = scanner.match(at: 0, in: bytes)
          if end == length {
            // Alone: 2 columns as an emoji or by its East_Asian_Width (🈂 is W).
            #expect(value & 3 == 2 && (match == nil || match?.end == end), "\(scalarDump(text))")
          } else {
            #expect(match?.end == end, "\(scalarDump(text))")
          }
          #expect(String(decoding: bytes[..<end], as: UTF8.self).graphemeClusters.count == 1, "\(scalarDump(text))")
        }
        if let fast = scanner.fastMatchEnd(at: 0, in: bytes, scalar: first, length: length),
          let chain = DisplayWidth.pictographicSequenceEnd(at: 0, in: bytes)
        {
          #expect(fast == chain, "\(scalarDump(text))")
        }
      }
    }
    #expect(decided > 500)
  }

  /// The scan takes an emoji of `F0 9F` alone when its width byte is an
  /// emoji candidate of 2 columns and nothing after it may continue a
  /// sequence. No regional indicator is taken so, alone or before another
  /// (ED-14 pairs them): each is a candidate of 1 column.
  @Test func regionalIndicatorsAreNeverWideEmojiAlone() {
    let indicators = (0x1F1E6 as UInt32)...0x1F1FF
    #expect(indicators.allSatisfy(RegionalIndicator.contains))
    for indicator in indicators {
      let value = DisplayWidth.lookup(indicator)
      #expect(value & (displayWidthEmojiCandidateBit | 3) == displayWidthEmojiCandidateBit | 1, "\(indicator)")
    }
    // A lone indicator is Emoji_Presentation (emoji-data.txt), so it shows
    // as an emoji of its own: 2 columns, though 1 by East_Asian_Width.
    #expect("🇨🇳 🇨".displayWidth() == 5)
    #expect("🇨🇳 🇨".displayWidth() == referenceDisplayWidth("🇨🇳 🇨"))
  }

  /// No unit is wider than its UTF-8, so the scan without limit checks
  /// (a limit of at least the byte count) is exact; with a limit it stops
  /// at the same total. Both copies of the scan on random hard pieces.
  @Test func widthIsAtMostTheUTF8CountAndBothScansAgree() {
    var random = SplitMix64(seed: 1123)
    for _ in 0..<3000 {
      let text = HardPieces.generate(&random, maxCount: 12).joined()
      for ambiguousWide in [false, true] {
        Array(text.utf8).withUnsafeBufferPointer { bytes in
          let unbounded = DisplayWidth.scan(bytes, ambiguousWide: ambiguousWide, limit: bytes.count)
          #expect(unbounded.total <= bytes.count, "\(scalarDump(text))")
          #expect(unbounded.end == bytes.count)
          guard unbounded.total < bytes.count else { return }
          let bounded = DisplayWidth.scan(bytes, ambiguousWide: ambiguousWide, limit: unbounded.total)
          #expect(bounded.total == unbounded.total && bounded.end == bytes.count, "\(scalarDump(text))")
        }
      }
    }
  }

  /// The three-byte run counts a scalar without a Hangul syllable part
  /// (part 0) as its width byte alone: no part-0 scalar is a standalone
  /// jamo, whatever came before.
  @Test func noScalarWithoutASyllablePartIsAStandaloneJamo() {
    #expect(displayWidthStandaloneJamo & 0xFF == 0)
    #expect(displayWidthStandaloneJamo != 0)
  }

  @Test func presentationSelectors() {
    // U+FE0F makes a text-default character an emoji, 2 columns (UAX #11 Recommendations).
    #expect("❤".displayWidth() == 1)
    #expect("❤️".displayWidth() == 2)
    #expect("©".displayWidth() == 1)
    // U+FE0E keeps an emoji-default character at its East_Asian_Width.
    #expect("⌚\u{FE0E}".displayWidth() == 2)
    #expect("❤\u{FE0E}".displayWidth() == 1)
    #expect("↔\u{FE0E}".displayWidth(ambiguous: .wide) == 2)
  }

  @Test func aCharacterIsNeverNarrowerThanItsFirstScalar() {
    // ZWJ sequences whose ZWJ ends a Character (UAX #29 GB11 needs
    // Extended_Pictographic on both sides): each Character is measured alone.
    #expect("🇨🇳\u{200D}😀".count == 2)
    #expect("🇨🇳\u{200D}😀".displayWidth() == 4)
    #expect("1️⃣\u{200D}😀".displayWidth() == 4)
    #expect("😀\u{200D}🇨🇳".displayWidth() == 4)
    // A modifier after a ZWJ is Extend: still one Character, one emoji.
    #expect("😀\u{200D}🏽".count == 1)
    #expect("😀\u{200D}🏽".displayWidth() == 2)
    for text in ["🇨🇳\u{200D}😀", "1️⃣\u{200D}😀\u{200D}😀", "😀\u{200D}🏽\u{200D}😀", "a🏽", "\u{301}a"] {
      #expect(text.displayWidth() == referenceDisplayWidth(text), "\(text)")
    }
  }

  @Test func scalarAndCharacterWidths() {
    #expect(("中" as Unicode.Scalar).displayWidth() == 2)
    #expect(("\u{301}" as Unicode.Scalar).displayWidth() == 0)
    #expect(("°" as Unicode.Scalar).displayWidth(ambiguous: .wide) == 2)
    #expect(Character("👨‍👩‍👧").displayWidth() == 2)
    #expect(Character("e\u{301}").displayWidth() == 1)
  }

  @Test func metricMeasuresFitsAndCuts() {
    #expect(columns.measure("中文abc😀") == 9)
    #expect(columns.fits("中文abc😀", budget: 9))
    #expect(!columns.fits("中文abc😀", budget: 8))
    #expect(columns.prefix("中文abc😀", fitting: 8) == "中文abc")
    #expect(columns.prefix("中文abc😀", fitting: 3) == "中")
    #expect(columns.prefix("👨‍👩‍👧中", fitting: 1) == "")
    #expect(columns.prefix("e\u{301}x", fitting: 1) == "e\u{301}")
    #expect(columns.prefix("abcdefghijklmnop", fitting: 10) == "abcdefghij")
    #expect(columns.prefix("abcdefg1\u{FE0F}\u{20E3}", fitting: 8) == "abcdefg")
    #expect(columns.measure("abcdefg1\u{FE0F}\u{20E3}") == 9)
    // Substrings measure on their own.
    let text = "ab中文cd"
    #expect(columns.measure(text.dropFirst(2)) == 6)
  }

  @Test func truncationWithAnEllipsis() {
    #expect(columns.truncated("中文字符串", fitting: 7) == "中文字…")
    #expect(columns.truncated("中文字符串", fitting: 10) == "中文字符串")
    #expect(columns.truncated("中文字符串", fitting: 6) == "中文…")
    #expect(columns.truncated("中文字符串", fitting: 0) == "")
    #expect(columns.truncated("中文字符串", fitting: 1) == "…")
    #expect(eastAsian.truncated("中文字符串", fitting: 7) == "中文…")  // … is ambiguous: 2 here
    #expect(columns.truncated("👨‍👩‍👧‍👦👨‍👩‍👧‍👦", fitting: 3) == "👨‍👩‍👧‍👦…")
    #expect(columns.truncated("abcdef", fitting: 4, ellipsis: "...") == "a...")
    #expect(columns.truncated("abcdef", fitting: 2, ellipsis: "...") == "ab")  // no room for the ellipsis
    #expect(TextMetric.gb18030(.gb2022).truncated("中文abc", fitting: 6) == "中文…")
    #expect(TextMetric.gb18030(.gb2022).truncated("中文abc😀", fitting: 10) == "中文abc…")
    #expect(TextMetric.characters.truncated("👨‍👩‍👧‍👦🇨🇳abc", fitting: 3, ellipsis: "...") == "...")
    #expect(TextMetric.characters.truncated("👨‍👩‍👧‍👦🇨🇳abc", fitting: 4) == "👨‍👩‍👧‍👦🇨🇳a…")
    #expect(TextMetric.utf16.truncated("hello", fitting: 5) == "hello")
    #expect(TextMetric.utf16.truncated("hello😀", fitting: 5) == "hell…")
    #expect(TextMetric.utf8.truncated("e\u{301}e\u{301}e\u{301}", fitting: 7) == "e\u{301}…")
    #expect(TextMetric.unicodeScalars.truncated("abc", fitting: -1) == "")
    #expect(TextMetric.custom { _ in 2 }.truncated("abcd", fitting: 5, ellipsis: ".") == "a.")
    #expect("中文字符串".truncated(toDisplayWidth: 7) == "中文字…")
    // An ellipsis that joins the last Character still fits.
    #expect(TextMetric.characters.truncated("abc", fitting: 2, ellipsis: "\u{301}") == "a\u{301}")
    // Alone the ellipsis is 2 (its vowel jamo stands alone), after 가 it is
    // 1: the cut leaves room for 2 and keeps what fits.
    #expect(columns.truncated("가가가", fitting: 5, ellipsis: "\u{1161}x") == "가\u{1161}x")
  }

  @Test func padding() {
    #expect("中文".padding(toDisplayWidth: 6) == "中文  ")
    #expect("中文".padding(toDisplayWidth: 6, alignment: .right) == "  中文")
    #expect("ab".padding(toDisplayWidth: 5, alignment: .center) == " ab  ")
    #expect("中文字".padding(toDisplayWidth: 4) == "中文字")
    #expect("°".padding(toDisplayWidth: 2, ambiguous: .wide) == "°")
    #expect("x".padding(toDisplayWidth: 3, alignment: .right, pad: ".") == "..x")
    let rows = [("名前", "👍🏽"), ("name", "ok")].map { $0.padding(toDisplayWidth: 6) + "|" + $1 }
    #expect(rows.map { $0.displayWidth() } == [9, 9])
  }
}

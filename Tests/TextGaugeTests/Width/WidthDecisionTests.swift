import Foundation
import TableGenKit
import Testing
import TestSupport

@testable import TextGauge

/// The display width cases where the peers (`unicode-width`, `wcwidth`,
/// `string-width`) or terminals disagree, each as the width rules of
/// MeasuringDisplayWidth.md decide it, from the specifications they cite.
@Suite struct WidthDecisionTests {
  /// UTS #51 ED-9a: emoji-variation-sequences.txt lists `#` `*` `0`…`9` +
  /// U+FE0F as emoji presentation sequences; UAX #11 makes those wide, as
  /// for `©️`. With U+20E3 they are keycaps, 2 as well.
  @Test(.needsUnicodeFiles) func keycapBasesWithEmojiSelectorAreWide() throws {
    let file = try String(contentsOf: newestEmojiFolder.appendingPathComponent("emoji-variation-sequences.txt"), encoding: .utf8)
    let listed = Set(file.split(separator: "\n").filter { $0.contains("emoji style") }.compactMap { line -> UInt32? in
      let fields = line.split(separator: ";")[0].split(separator: " ")
      return UInt32(fields[0], radix: 16)
    })
    for base in ["#", "*", "0", "1", "2", "3", "4", "5", "6", "7", "8", "9"] {
      #expect(listed.contains(base.unicodeScalars.first!.value), "\(base) is an emoji style sequence")
      #expect((base + "\u{FE0F}").displayWidth() == 2, "\(base)")
      #expect((base + "\u{FE0F}\u{20E3}").displayWidth() == 2)
      #expect((base + "\u{FE0E}").displayWidth() == 1)
      #expect(base.displayWidth() == 1)
      #expect(("a" + base + "\u{FE0F}b").displayWidth() == 4)
    }
    #expect("©\u{FE0F}".displayWidth() == 2)
    #expect(TextMetric.displayWidth().prefix("1\u{FE0F}2\u{FE0F}", fitting: 3) == "1\u{FE0F}")
  }

  /// Prepended_Concatenation_Mark (PropList.txt) is Cf but visible
  /// (Unicode §23.2): 1 column alone, and beside the digits it spans.
  @Test(.needsUnicodeFiles) func prependedConcatenationMarksTakeAColumn() throws {
    let ucd = try TestData.tablesUCDFolder()
    let marks = try BinaryProperties(parsing: ucd.read("PropList.txt")).property("Prepended_Concatenation_Mark")
    #expect(!marks.isEmpty)
    for range in marks {
      for codePoint in range {
        let mark = String(Unicode.Scalar(codePoint)!)
        #expect(mark.displayWidth() == 1, "U+\(String(codePoint, radix: 16))")
        #expect((mark + "\u{661}\u{662}").displayWidth() == 3)
      }
    }
    // Other Cf stay invisible.
    #expect("\u{200B}\u{2060}\u{FEFF}\u{AD}".displayWidth() == 0)
  }

  /// A Hangul V or T with no syllable block to join (Unicode §3.12; UAX #29
  /// GB6–GB8 are the joining pairs) is drawn on a filler of its own: 1
  /// column each. After L, LV, LVT or a joining V/T it takes 0.
  @Test func jamoWithoutALeadingConsonantAreDrawn() {
    #expect("\u{1161}\u{1161}\u{1161}".displayWidth() == 3)  // ᅡᅡᅡ
    #expect("\u{11A8}\u{11A8}".displayWidth() == 2)
    #expect("\u{1100}\u{11A8}".displayWidth() == 3)  // L then T: no vowel between
    #expect("\u{1100}\u{1161}".displayWidth() == 2)
    #expect("\u{1100}\u{1161}\u{11A8}".displayWidth() == 2)
    #expect("\u{AC00}\u{1161}".displayWidth() == 2)  // LV V
    #expect("\u{AC01}\u{11A8}".displayWidth() == 2)  // LVT T
    #expect("\u{AC01}\u{1161}".displayWidth() == 3)  // LVT V: V stands alone
    #expect("a\u{1161}".displayWidth() == 2)
    #expect("\u{1100}\u{301}\u{1161}".displayWidth() == 3)  // a mark ends the block
    // The choseong filler stands for an absent consonant: the block is wide.
    #expect("\u{115F}\u{1161}".displayWidth() == 2)
    #expect("\u{1160}".displayWidth() == 0)  // the jungseong filler alone is invisible
    #expect("\u{1100}\u{1160}\u{11A8}".displayWidth() == 2)
    #expect(("\u{1161}" as Unicode.Scalar).displayWidth() == 1)
    // Widths still add up over Characters.
    var random = SplitMix64(seed: 0x4A40)
    let pieces = ["\u{1100}", "\u{1161}", "\u{11A8}", "\u{AC00}", "\u{AC01}", "\u{115F}", "\u{1160}", "a", "\u{301}", "中"]
    for _ in 0..<2000 {
      let text = (0..<Int(random.next() % 9)).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }.joined()
      #expect(text.displayWidth() == text.reduce(0) { $0 + $1.displayWidth() }, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
    }
  }

  /// Cases from string-width's suite where it gives less: each decided by
  /// the rule MeasuringDisplayWidth.md cites.
  @Test func clustersWiderThanTheirFirstScalar() {
    // Unicode §3.12: a standard syllable block is L+ V+ T*, so L V V and
    // L V T T are one block of 2 columns (UAX #29 GB6–GB8 keep them in one
    // Character), not a block and a loose jamo.
    #expect("\u{1100}\u{1161}\u{1161}".displayWidth() == 2)
    #expect("\u{1100}\u{1161}\u{11A8}\u{11A8}".displayWidth() == 2)
    #expect("\u{1100}\u{1161}\u{1161}".graphemeClusters.count == 1)
    // क्‍ष: one Character (UAX #29 GB9c), drawn as a half form and a full
    // consonant; the Mn virama and the ZWJ take nothing, each consonant 1.
    let conjunct = "\u{0915}\u{094D}\u{200D}\u{0937}"
    #expect(conjunct.graphemeClusters.count == 1)
    #expect(conjunct.displayWidth() == 2)
    // ☎️ is an emoji presentation sequence (UTS #51 ED-9a), wide; U+20E3 is
    // an enclosing mark (Me) drawn on it, not a keycap of a keycap base.
    #expect("\u{260E}\u{FE0F}\u{20E3}".displayWidth() == 2)
    #expect("\u{260E}\u{FE0F}".displayWidth() == 2)
    // A flag and a lone regional indicator: 2 each (Emoji_Presentation).
    #expect("\u{1F1FA}\u{1F1F8}\u{1F1E6}".displayWidth() == 4)
  }

  /// Kept as they are, with the reason MeasuringDisplayWidth.md gives.
  @Test func decisionsThatStand() {
    #expect("\u{231A}\u{FE0E}".displayWidth() == 2)  // ⌚︎: VS15 changes the glyph, not East_Asian_Width W
    #expect("\u{270C}\u{1F3FB}".displayWidth() == 2)  // an emoji modifier sequence is emoji (UTS #51 ED-13)
    #expect("#\u{20E3}".displayWidth() == 2)  // a keycap without VS16 is still a keycap
    #expect("\u{1F1E6}".displayWidth() == 2)  // a lone regional indicator: Emoji_Presentation
    #expect("\u{0915}\u{093E}".displayWidth() == 2)  // a spacing mark (Mc) takes its cell
    #expect("\u{7}\u{1B}\u{9B}".displayWidth() == 0)  // controls
  }

  /// ECMA-48 escape sequences: removed, then measured.
  @Test(arguments: [
    ("\u{1B}[31mred\u{1B}[0m", "red"),  // CSI SGR
    ("\u{1B}[1;38;5;208mx", "x"),
    ("\u{9B}31mred", "red"),  // CSI as a C1 control
    ("\u{1B}]8;;https://example.com\u{7}link\u{1B}]8;;\u{7}", "link"),  // OSC 8, BEL
    ("\u{1B}]0;title\u{1B}\\text", "text"),  // OSC, ST
    ("\u{1B}P1$r0m\u{1B}\\ok", "ok"),  // DCS
    ("\u{1B}(Babc\u{1B}7\u{1B}8", "abc"),  // nF and Fp sequences
    ("a\u{1B}[", "a"),  // unterminated: removed to the end
    ("a\u{1B}[31中", "a中"),  // a byte that cannot continue ends the sequence
    ("\u{1B}]8;;unterminated", ""),
    ("中文\tok", "中文\tok"),  // other controls are kept
  ])
  func escapeSequences(text: String, expected: String) {
    #expect(text.removingEscapeSequences() == expected)
    #expect(text.removingEscapeSequences().displayWidth() == expected.displayWidth())
  }

  @Test func escapeDocExamples() {
    let red = "\u{1B}[31mred\u{1B}[0m"
    #expect(red.displayWidth() == 10)
    #expect(red.removingEscapeSequences().displayWidth() == 3)
    #expect("\u{1B}]8;;https://example.com\u{7}link\u{1B}]8;;\u{1B}\\".removingEscapeSequences() == "link")
    #expect(("\u{1161}" as Unicode.Scalar).displayWidth() == 1)
  }
}

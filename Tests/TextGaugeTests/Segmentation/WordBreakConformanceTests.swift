import Foundation
import TableGenKit
import Testing
import TestSupport

@testable import TextGauge

/// Unicode's own word boundary tests (UAX #29 §4, `WordBreakTest.txt`),
/// read at run time from every `Data/ucd/<version>/auxiliary` folder.
@Suite(.needsUnicodeFiles) struct WordBreakConformanceTests {
  /// One test line: its scalars and the boundary offsets (in scalars)
  /// between them, without the text's start.
  struct Case {
    var line: Int
    var scalars: [Unicode.Scalar]
    var boundaries: [Int]
  }

  /// The UCD folders whose files are here and hold the word break test,
  /// oldest first.
  static func foldersWithTests() throws -> [UCDFolder] {
    let layout = TestData.layout
    return try layout.versionFolders(in: layout.ucdDataRoot).compactMap { folder in
      guard layout.filesFolder(of: folder.url) != nil else { return nil }
      let ucd = try layout.readUCDFolder(folder.url)
      return ucd.checksums.digests["auxiliary/WordBreakTest.txt"] == nil ? nil : ucd
    }
  }

  /// Parses `÷ 0061 × 0027 ÷ # …` lines. A surrogate (which no Swift string
  /// holds) is read as U+FFFD, which has the same properties (Word_Break
  /// Other, not Extended_Pictographic).
  static func cases(_ file: UCDFile) throws -> [Case] {
    try file.records.map { record in
      try file.expectFields(record, count: 1)
      var scalars: [Unicode.Scalar] = []
      var boundaries: [Int] = []
      let tokens = record.fields[0].split(separator: " ")
      for token in tokens {
        switch token {
        case "÷": if !scalars.isEmpty { boundaries.append(scalars.count) }
        case "×": break
        default:
          let value = try file.codePoint(String(token), in: record)
          scalars.append(Unicode.Scalar(value) ?? "\u{FFFD}")
        }
      }
      guard tokens.first == "÷", tokens.last == "÷" else { throw file.error(record, "no ÷ at the ends") }
      return Case(line: record.line, scalars: scalars, boundaries: boundaries)
    }
  }

  /// The boundaries `wordSegments` finds, in scalars.
  static func boundaries(of scalars: [Unicode.Scalar]) -> [Int] {
    var text = ""
    text.unicodeScalars.append(contentsOf: scalars)
    var offset = 0
    return text.wordSegments.map { segment in
      offset += segment.unicodeScalars.count
      return offset
    }
  }

  /// The tables' model, to tell which code points changed since an older
  /// test file's version.
  static func model(_ ucd: UCDFolder, emoji: EmojiDataFolder) throws -> WordBreakModel {
    let properties = try EmojiPropertyModel(parsing: emoji.emojiData)
    return try WordBreakModel(ucd: ucd, emojiProperties: properties.properties(of:))
  }

  @Test func everyLineOfTheTablesVersionPasses() throws {
    let ucd = try TestData.tablesUCDFolder()
    let file = try ucd.read("auxiliary/WordBreakTest.txt")
    let cases = try Self.cases(file)
    // The file states its line count; a truncated copy is refused by the
    // parser (# EOF), a mangled one here.
    let stated = file.commentLines.compactMap { $0.text.hasPrefix("Lines: ") ? Int($0.text.dropFirst(7)) : nil }
    #expect(stated == [cases.count])
    var failures = 0
    for test in cases {
      let found = Self.boundaries(of: test.scalars)
      if found != test.boundaries {
        failures += 1
        if failures <= 10 {
          Issue.record("\(file.path):\(test.line): expected \(test.boundaries), found \(found)")
        }
      }
    }
    #expect(failures == 0, "\(failures) of \(cases.count) lines")
  }

  /// The test files of other versions in `Data/` pass too, but for lines
  /// with a code point whose Word_Break or Extended_Pictographic differs
  /// between that version and the tables' (counted, not hidden).
  @Test func otherVersionsPassWhereThePropertiesAgree() throws {
    let tables = try TestData.tablesUCDFolder()
    let tablesModel = try Self.model(tables, emoji: TestData.newestEmojiFolder())
    let relevant = WordBreakModel.valueMask | WordBreakModel.extendedPictographicBit
    for ucd in try Self.foldersWithTests() where ucd.version != tables.version {
      guard let emojiURL = try TestData.layout.emojiFolder(version: ucd.version) else { continue }
      let emoji = try TestData.layout.readEmojiFolder(emojiURL)
      let model = try Self.model(ucd, emoji: emoji)
      let file = try ucd.read("auxiliary/WordBreakTest.txt")
      var changed = 0
      var failures = 0
      for test in try Self.cases(file) {
        if test.scalars.contains(where: {
          model.value(of: $0.value) & relevant != tablesModel.value(of: $0.value) & relevant
        }) {
          changed += 1
          continue
        }
        if Self.boundaries(of: test.scalars) != test.boundaries {
          failures += 1
          Issue.record("\(file.path):\(test.line): differs")
        }
      }
      #expect(failures == 0, "\(file.path): \(failures) failures; \(changed) lines hold changed properties")
    }
  }

  /// Segments tile the text, and `words` are the segments holding a letter
  /// or digit, on random strings of the hard pieces.
  @Test func segmentsTileTheText() {
    var random = SplitMix64(seed: 0x5EED_3029)
    for _ in 0..<3000 {
      let text = HardPieces.generate(&random, maxCount: 12).joined()
      let segments = Array(text.wordSegments)
      #expect(segments.joined() == text)
      #expect(segments.allSatisfy { !$0.isEmpty })
      let words = Array(text.words)
      #expect(words == segments.filter { segment in
        segment.unicodeScalars.contains(where: isWordScalar)
      }, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
      // Segmenting from a boundary finds the same boundaries as from the start.
      if let first = segments.first, segments.count > 1 {
        let rest = text[first.endIndex...]
        #expect(Array(rest.wordSegments) == Array(segments.dropFirst()))
      }
    }
  }

  /// Long runs that make the rules look far (WB4 with the look-ahead of WB6
  /// and WB12, WB15/16 pairs): right answers, in one pass each.
  @Test func longRunsSegmentRight() {
    let count = 50_000
    let marks = String(repeating: "\u{301}", count: count)
    #expect(Array(("a:" + marks + "b").wordSegments).count == 1)  // WB6/WB7 through WB4
    #expect(Array(("a:" + marks + "1").wordSegments).count == 3)
    #expect(Array(("1," + marks + "2").wordSegments).count == 1)  // WB11/WB12
    let flags = String(repeating: "\u{1F1E8}", count: count + 1)
    #expect(Array(flags.wordSegments).count == count / 2 + 1)  // pairs, and one left
    let numbers = String(repeating: "1,", count: count) + "1"
    #expect(Array(numbers.words) == [Substring(numbers)])
    #expect(TextMetric.chineseWordCount.measure(String(repeating: "中a ", count: count)) == 2 * count)
  }

  /// A letter or a number (General_Category L or N, or Word_Break ALetter,
  /// Hebrew_Letter or Numeric), or a scalar 字数 counts one each, from the
  /// tables (the toolchain's properties may be of another version).
  func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
    let property = WordBreaker.property(scalar.value)
    if property & (wordPropertyLetterOrNumberBit | wordPropertyCountsEachBit) != 0 { return true }
    switch WordBreaker.wordBreak(scalar.value) {
    case .aLetter, .hebrewLetter, .numeric: return true
    default: return false
    }
  }
}

import Testing
import TestSupport
import TextGauge

/// Conformance to emoji-test.txt and the RGI sequence files of the newest
/// Data/emoji folder (the tables' own data), read at run time.
@Suite(.needsUnicodeFiles) struct EmojiConformanceTests {
  static let file = EmojiTestFile.newest

  @Test func testFileIsComplete() {
    #expect(Self.file.hasEOF)
    #expect(Self.file.totalLines > 5000)
    #expect(Self.file.lines.count > 5000)
  }

  /// The property tests draw their pieces from the runtime's tables, so
  /// that they draw the same strings with and without the data root; here
  /// those pieces are the files': the RGI lines in file order, and the first
  /// reserved Extended_Pictographic code point of emoji-data.txt.
  @Test func hardPiecesAreTheFilesEmoji() throws {
    #expect(HardPieces.rgiEmoji == Self.file.rgi.map(\.text))
    let data = try String(contentsOf: newestEmojiFolder.appendingPathComponent("emoji-data.txt"), encoding: .utf8)
    let reserved = try #require(data.split(separator: "\n").first {
      $0.contains("Extended_Pictographic") && $0.contains("<reserved-")
    })
    #expect(HardPieces.futureEmoji.unicodeScalars.map(\.value) == [UInt32(reserved.prefix { $0.isHexDigit }, radix: 16)!])
  }

  /// The matches of `text` as (scalar offset, scalar length, status, version, name).
  func matches(_ text: String, _ policy: EmojiPolicy) -> [(start: Int, count: Int, match: EmojiMatch)] {
    text.emojiMatches(policy: policy).map { match in
      (text.unicodeScalars.distance(from: text.startIndex, to: match.range.lowerBound), match.scalars.count, match)
    }
  }

  func check(_ line: EmojiTestLine, policy: EmojiPolicy) {
    let x = line.text
    let n = line.scalars.count
    let excluded = policy != .includingTextDefault && line.isBareTextDefault
    let contexts: [(text: String, expected: [Int])] = [
      (x, [0]), ("中" + x + "中", [1]), ("a" + x + "a", [1]), (x + x, [0, n]),
    ]
    for (text, expected) in contexts {
      let found = matches(text, policy)
      if excluded {
        #expect(found.isEmpty, "line \(line.lineNumber) \(line.name) in \(text.debugDescription) under \(policy)")
        continue
      }
      let ok = found.map(\.start) == expected && found.allSatisfy { $0.count == n }
        && found.allSatisfy {
          $0.match.status.testFileName == line.status && $0.match.version?.description == line.version && $0.match.name == line.name
            && $0.match.scalars == line.scalars
            && $0.match.isRGI == (line.status == "fully-qualified" || line.status == "component")
        }
      #expect(ok, "line \(line.lineNumber) \(line.name) in \(text.debugDescription) under \(policy): \(found.map { ($0.start, $0.count, $0.match.status, $0.match.name ?? "-") })")
    }
  }

  @Test(arguments: EmojiPolicy.allCases)
  func everyLineOfEmojiTest(policy: EmojiPolicy) {
    for line in Self.file.lines { check(line, policy: policy) }
  }

  @Test func everyLineIsInTheCatalog() {
    #expect(EmojiCatalog.allEntries.count == Self.file.lines.count)
    for (line, entry) in zip(Self.file.lines, EmojiCatalog.allEntries) {
      #expect(
        entry.scalars == line.scalars && entry.status.testFileName == line.status && entry.version.description == line.version
          && entry.name == line.name, "line \(line.lineNumber)")
      #expect(EmojiCatalog.entry(for: line.text) == entry, "line \(line.lineNumber)")
      if line.status == "fully-qualified" || line.status == "component" {
        #expect(EmojiCatalog.entry(named: line.name) == entry, "line \(line.lineNumber)")
      }
    }
  }

  @Test func everyListedSequenceIsRGI() throws {
    let sequences = try readRGISequences()
    #expect(sequences.count > 3700)
    for (scalars, type) in sequences {
      let text = String(String.UnicodeScalarView(scalars))
      let found = text.emojiMatches().map { $0 }
      #expect(found.count == 1 && found[0].isRGI && found[0].status != .notListed && found[0].range == text.startIndex..<text.endIndex,
              "\(type) \(scalars.map { String($0.value, radix: 16) })")
      #expect(EmojiCatalog.entry(for: text)?.isRGI == true)
    }
  }
}

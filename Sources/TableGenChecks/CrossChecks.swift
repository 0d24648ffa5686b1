import TableGenKit

/// What `tablegen` prints of the cross-checks, and whether they failed.
public struct CrossCheckSummary: Sendable {
  /// Detail lines, then one summary line per check.
  public var lines: [String]
  /// An unexplained mismatch in any check. An absent oracle is never a
  /// failure: its check prints one `skipped` line instead.
  public var failed: Bool
  /// Every check ran against an oracle of the tables' own Unicode version
  /// and found 0 mismatches, explained or not (`tablegen --require-exact`).
  public var exact = false

  /// The one line and no failure when no ICU can be loaded (every check
  /// needs it), nil when ICU is there: the cross-checks need no data then.
  public static var withoutICU: CrossCheckSummary? {
    guard !SystemICU.isAvailable else { return nil }
    return CrossCheckSummary(
      lines: ["icu-crosscheck: SKIPPED, no ICU to compare with: \(SystemICU.unavailableReason)"], failed: false)
  }
}

extension TableGenerator {
  /// Runs every cross-check of these tables against the oracles on this
  /// machine. Today the oracle is the system ICU: the emoji code point
  /// properties (all code points, explained by DerivedAge.txt and the data
  /// of ICU's own version where `layout` has it), the sequence sets of
  /// ICU's version against `u_stringHasBinaryProperty` (only when
  /// Data/emoji has exactly that version), and the GB 18030 edition ICU
  /// implements, and East_Asian_Width of every code point (explained by
  /// DerivedAge.txt and the newest `Data/ucd` folder not newer than ICU).
  /// The tests add glibc, Foundation and the standard library.
  /// `randomSequences` seeded random strings near the RGI set join the
  /// emoji-test.txt sequences in the string properties' check.
  public func crossCheck(
    layout: PackageLayout?, models: Models? = nil, randomSequences: Int = 200_000
  ) throws -> CrossCheckSummary {
    if let skipped = CrossCheckSummary.withoutICU { return skipped }
    let icuVersion = SystemICU.unicodeVersion
    var lines = ["icu-crosscheck: \(SystemICU.identity); tables: Emoji \(folder.version)"]
    var failed = false
    var exact = icuVersion == folder.version

    // The newest emoji data not newer than ICU whose files are here: exact
    // when it is ICU's own.
    var baseline: EmojiDataFolder?
    if let layout {
      if let match = try layout.versionFolders(in: layout.emojiDataRoot).last(where: {
        $0.version <= icuVersion && layout.filesFolder(of: $0.url) != nil
      }) {
        baseline = try layout.readEmojiFolder(match.url)
      }
    }
    if let baseline, baseline.version == icuVersion {
      let sequences = try EmojiSequenceCrossCheck.run(baseline)
      lines += sequences.mismatches.prefix(20).map { "  sequence mismatch: \($0)" }
      lines.append(sequences.summaryLine)
      let random = try EmojiSequenceCrossCheck.random(baseline, count: randomSequences)
      lines += random.mismatches.prefix(20).map { "  sequence mismatch: \($0)" }
      lines.append(random.summaryLine)
      failed = failed || !sequences.mismatches.isEmpty || !random.mismatches.isEmpty
      exact = exact && sequences.mismatches.isEmpty && random.mismatches.isEmpty
    } else {
      exact = false
      lines.append(
        "icu-crosscheck: sequences SKIPPED: no Data/emoji/\(icuVersion) for ICU's Unicode version (add it with Scripts/update-unicode-data.sh for an exact check)")
    }

    let models = try models ?? self.models()
    let age = try AgeModel(parsing: ucd.read("DerivedAge.txt"))
    let report = ICUCrossCheck.emojiProperties(
      runs: models.properties.runs(), tablesVersion: folder.version, age: age,
      baseline: try baseline.map { ($0.version, try EmojiPropertyModel(parsing: $0.emojiData)) })
    lines += report.unexplained.prefix(20).map { "  unexplained mismatch: U+\(hex($0.codePoint)) \($0.property.ucdName)" }
    if let explanation = report.explanationLine { lines.append(explanation) }
    lines.append(report.summaryLine)
    failed = failed || !report.unexplained.isEmpty
    exact = exact && report.mismatches.isEmpty && report.excludedNewer == 0

    // East_Asian_Width: the newest Data/ucd folder not newer than ICU (whose
    // files are here) explains changes.
    var ucdBaseline: UCDFolder?
    if let layout {
      if let match = try layout.versionFolders(in: layout.ucdDataRoot).last(where: {
        $0.version <= icuVersion && layout.filesFolder(of: $0.url) != nil
      }) {
        ucdBaseline = try layout.readUCDFolder(match.url)
      }
    }
    let eastAsianWidth = try EastAsianWidthCrossCheck.run(model: models.width, age: age, baseline: ucdBaseline)
    lines += eastAsianWidth.lines
    failed = failed || eastAsianWidth.failed
    exact = exact && eastAsianWidth.mismatches == 0

    let gb = ICUCrossCheck.gb18030(models.gb18030)
    if let edition = gb.edition {
      lines += gb.differences.prefix(20).map { "  gb18030 mismatch: U+\(hex($0))" }
      lines.append(
        "icu-crosscheck: gb18030 converter implements \(edition.name): \(gb.differences.count) code points differ from its table")
      failed = failed || !gb.differences.isEmpty
      exact = exact && gb.differences.isEmpty
    } else if gb.differences.isEmpty {
      lines.append("icu-crosscheck: gb18030 SKIPPED: ICU cannot open the \"gb18030\" converter")
    } else {
      lines.append("icu-crosscheck: gb18030 converter implements no known edition (U+1E3F, U+FE10)")
      failed = true
    }
    return CrossCheckSummary(lines: lines, failed: failed, exact: exact && !failed)
  }
}

import TextGauge

/// What `textgauge --version` prints: the package version, then the data the
/// linked TextGauge tables were generated from, read from the runtime's
/// generated constants so that the answer cannot drift from the tables.
enum VersionInfo {
  /// The package's version. Raise it with each release tag; install.sh and
  /// the manual page take it from `--version`.
  static let packageVersion = "0.1.0"

  static var text: String {
    // One release for both lines (the generator refuses a UCD and emoji data
    // of two versions), each in its files' spelling: the UCD names itself
    // with three numbers (PropList-18.0.0.txt), the emoji files with two.
    let unicode = UnicodeVersion.tables
    let editions = GB18030.Edition.allCases.map { String($0.year) }.joined(separator: ", ")
    return """
      textgauge \(packageVersion)
      Unicode data: \(unicode.major).\(unicode.minor).\(unicode.update) (Unicode Character Database; UAX #44)
      Unicode emoji data: \(unicode) (emoji-data.txt, emoji-test.txt; UTS #51)
      GB 18030 data: \(GB18030.dataSource); editions \(editions) (default \(GB18030.Edition.gb2022.year))
      """
  }
}

import TextGauge

/// What `textgauge --version` prints: the package version, then the data the
/// linked TextGauge tables were generated from, read from the runtime's
/// generated constants so that the answer cannot drift from the tables.
enum VersionInfo {
  /// The package's version. Raise it with each release tag; install.sh and
  /// the manual page take it from `--version`.
  static let packageVersion = "0.1.0"

  static var text: String {
    let emoji = EmojiProperties.unicodeVersion
    // The generated GB 18030 tables carry no version constant yet: the
    // editions they implement are what the runtime exposes.
    let editions = EditionName.allCases.map(\.rawValue).joined(separator: ", ")
    return """
      textgauge \(packageVersion)
      Unicode emoji data: \(emoji.major).\(emoji.minor) (emoji-data.txt, emoji-test.txt; UTS #51)
      GB 18030 tables: editions \(editions) (default \(EditionName.gb2022.rawValue))
      """
  }
}

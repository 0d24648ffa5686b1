import TextGauge

// The words the tests compare against: emoji-test.txt's status field and the
// CLI's `scan` output. The runtime types carry no spellings of their own.

extension EmojiKind {
  /// The word `textgauge scan` prints (`zwj`, `keycap`).
  public var cliName: String {
    switch self {
    case .basic: "basic"
    case .keycap: "keycap"
    case .flag: "flag"
    case .tag: "tag"
    case .modifier: "modifier"
    case .zwj: "zwj"
    }
  }
}

extension EmojiStatus {
  /// The status field of emoji-test.txt (`fully-qualified`); `textgauge scan`
  /// prints the same, and `not-listed`.
  public var testFileName: String {
    switch self {
    case .fullyQualified: "fully-qualified"
    case .minimallyQualified: "minimally-qualified"
    case .unqualified: "unqualified"
    case .component: "component"
    case .notListed: "not-listed"
    }
  }

  public var cliName: String { testFileName }
}

import TextGauge

// The command line's words for the runtime's enums, in `scan` output and its
// JSON: the CLI's vocabulary, kept out of the runtime types.

extension EmojiKind {
  /// The lower-case word in `scan` output (`zwj`, `keycap`).
  var cliName: String {
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
  /// The spelling of `emoji-test.txt` (`fully-qualified`), and `not-listed`.
  var cliName: String {
    switch self {
    case .fullyQualified: "fully-qualified"
    case .minimallyQualified: "minimally-qualified"
    case .unqualified: "unqualified"
    case .component: "component"
    case .notListed: "not-listed"
    }
  }
}

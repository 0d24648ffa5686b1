import ArgumentParser
import TextGauge

/// The emoji policy names on the command line (`scan --policy`,
/// `check --emoji-policy`).
enum EmojiPolicyOption: String, ExpressibleByArgument, CaseIterable {
  case standard
  case rendersAsEmoji = "renders-as-emoji"
  case includingTextDefault = "including-text-default"

  var policy: EmojiPolicy {
    switch self {
    case .standard: .standard
    case .rendersAsEmoji: .rendersAsEmoji
    case .includingTextDefault: .includingTextDefault
    }
  }
}

/// `--max-emoji-version 15.0` (also `15` or `15.0.0`).
extension UnicodeVersion: ExpressibleByArgument {
  public init?(argument: String) { self.init(argument) }
}

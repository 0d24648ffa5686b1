import ArgumentParser
import TextGauge

// EmojiPolicyOption, the emoji policy names on the command line, is
// generated from the vocabulary (Generated/Vocabulary.swift).

/// `--max-emoji-version 15.0` (also `15` or `15.0.0`).
extension UnicodeVersion: ExpressibleByArgument {
  public init?(argument: String) { self.init(argument) }
}

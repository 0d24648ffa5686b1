import TextGauge
import TextGaugeInput

extension AllowedCharacters {
  // `named`, the classes by their names, is generated from the vocabulary
  // (Generated/Vocabulary.swift).

  /// The names of the classes in this set, in ``named`` order.
  ///
  /// ```swift
  /// AllowedCharacters([.asciiDigits, .asciiLowercase]).names   // ["lower", "digits"]
  /// ```
  public var names: [String] { Self.named.filter { isSuperset(of: $0.classes) && !$0.classes.isEmpty }.map { $0.name } }
}

// EmojiPolicy.named and .name are generated from the vocabulary
// (Generated/Vocabulary.swift).

import TextGauge
import TextGaugeInput

extension AllowedCharacters {
  /// The classes by their JSON and command-line names (`--allow
  /// lower,digits`), in the order help and errors list them.
  ///
  /// ```swift
  /// AllowedCharacters.named.map(\.name).joined(separator: ",")
  /// // "lower,upper,digits,decimal,punct,han,interpunct,space"
  /// ```
  public static let named: [(name: String, classes: AllowedCharacters)] = [
    ("lower", .asciiLowercase), ("upper", .asciiUppercase), ("digits", .asciiDigits),
    ("decimal", .decimalPad), ("punct", .englishPunctuation), ("han", .hanIdeographs),
    ("interpunct", .interpuncts), ("space", .whitespace),
  ]

  /// The names of the classes in this set, in ``named`` order.
  ///
  /// ```swift
  /// AllowedCharacters([.asciiDigits, .asciiLowercase]).names   // ["lower", "digits"]
  /// ```
  public var names: [String] { Self.named.filter { isSuperset(of: $0.classes) && !$0.classes.isEmpty }.map(\.name) }
}

extension EmojiPolicy {
  /// The policies by their JSON and command-line names.
  ///
  /// ```swift
  /// EmojiPolicy.named.map(\.name)   // ["standard", "renders-as-emoji", "including-text-default"]
  /// ```
  public static let named: [(name: String, policy: EmojiPolicy)] = [
    ("standard", .standard), ("renders-as-emoji", .rendersAsEmoji), ("including-text-default", .includingTextDefault),
  ]

  /// The JSON and command-line name.
  ///
  /// ```swift
  /// EmojiPolicy.rendersAsEmoji.name   // "renders-as-emoji"
  /// ```
  public var name: String { Self.named.first { $0.policy == self }!.name }
}

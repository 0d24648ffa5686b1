import ArgumentParser
import TextGauge
import TextGaugeInput

/// The input rules shared by `check` and `sanitize`.
///
/// `--metric` and `--edition` are parsed here with the same names and values
/// as the `measure` command's MetricOptions (on the GB18030 branch); unify
/// them when both are merged. Here the default metric is `characters`, the
/// engine's default.
struct RulesOptions: ParsableArguments {
  @Option(help: "Maximum length, measured with --metric.")
  var max: Int?

  @Option(help: "How --max counts: characters (grapheme clusters), scalars, utf16, utf8 or gb18030 (bytes; Chinese counts 2).")
  var metric: Metric = .characters

  @Option(help: "The GB 18030 edition for --metric gb18030: 2000, 2005 or 2022.")
  var edition: Edition = .gb2022

  @Flag(name: .customLong("no-emoji"), help: "Disallow emoji.")
  var noEmoji = false

  @Option(help: "Which emoji --no-emoji blocks: renders-as-emoji (default; © alone is text), standard or including-text-default.")
  var emojiPolicy: Policy = .rendersAsEmoji

  @Option(
    help: ArgumentHelp(
      "Allowed character classes, comma-separated: lower, upper, digits, decimal (digits and one '.'), punct (English punctuation, space, newline), han, space (any whitespace).",
      valueName: "classes"))
  var allow: AllowList?

  @Flag(help: "Digits-only field.")
  var digits = false

  @Option(help: ArgumentHelp("Decimal field with at most INT integer and FRAC fraction digits, e.g. 9,2.", valueName: "INT,FRAC"))
  var decimal: DecimalLimits?

  func validate() throws {
    if digits, decimal != nil { throw ValidationError("give either --digits or --decimal, not both") }
    if let max, max < 0 { throw ValidationError("--max must be 0 or more") }
  }

  /// The engine's rules for these options.
  var rules: InputRules {
    var numericMode: NumericMode?
    if digits { numericMode = .digits }
    if let decimal {
      numericMode = .decimal(maxIntegerDigits: decimal.integerDigits, maxFractionDigits: decimal.fractionDigits)
    }
    return InputRules(
      maxLength: max, metric: metric.textMetric(edition: edition.edition), allowsEmoji: !noEmoji,
      emojiPolicy: emojiPolicy.policy, allowedCharacters: allow?.classes, numericMode: numericMode)
  }

  enum Metric: String, CaseIterable, ExpressibleByArgument {
    case characters, scalars, utf16, utf8, gb18030

    func textMetric(edition: GB18030.Edition) -> TextMetric {
      switch self {
      case .characters: .characters
      case .scalars: .unicodeScalars
      case .utf16: .utf16
      case .utf8: .utf8
      case .gb18030: .gb18030(edition)
      }
    }
  }

  enum Edition: String, CaseIterable, ExpressibleByArgument {
    case gb2000 = "2000"
    case gb2005 = "2005"
    case gb2022 = "2022"

    var edition: GB18030.Edition {
      switch self {
      case .gb2000: .gb2000
      case .gb2005: .gb2005
      case .gb2022: .gb2022
      }
    }
  }

  enum Policy: String, CaseIterable, ExpressibleByArgument {
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

  /// `--allow lower,upper,digits,decimal,punct,han,space`.
  struct AllowList: ExpressibleByArgument {
    var classes: AllowedCharacters

    static let names: [(String, AllowedCharacters)] = [
      ("lower", .asciiLowercase), ("upper", .asciiUppercase), ("digits", .asciiDigits),
      ("decimal", .decimalPad), ("punct", .englishPunctuation), ("han", .hanIdeographs),
      ("space", .whitespace),
    ]

    init?(argument: String) {
      var classes: AllowedCharacters = []
      for name in argument.split(separator: ",", omittingEmptySubsequences: false) {
        guard let entry = Self.names.first(where: { $0.0 == name }) else { return nil }
        classes.insert(entry.1)
      }
      self.classes = classes
    }
  }

  /// `--decimal INT,FRAC`.
  struct DecimalLimits: ExpressibleByArgument {
    var integerDigits: Int
    var fractionDigits: Int

    init?(argument: String) {
      let parts = argument.split(separator: ",", omittingEmptySubsequences: false)
      guard parts.count == 2, let integerDigits = Int(parts[0]), let fractionDigits = Int(parts[1]),
            integerDigits >= 1, fractionDigits >= 0
      else { return nil }
      self.integerDigits = integerDigits
      self.fractionDigits = fractionDigits
    }
  }
}

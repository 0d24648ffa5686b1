import ArgumentParser
import TextGauge
import TextGaugeInput

/// The input rules shared by `check` and `sanitize`. `--max` is measured
/// like `truncate --max`: with `--metric` (default gb18030) and `--edition`.
struct RulesOptions: ParsableArguments {
  @Option(parsing: .unconditional, help: "Maximum length, measured with --metric (default gb18030: Chinese counts 2).")
  var max: Int?

  /// `--metric` and `--edition`, as for `measure` and `truncate` (default
  /// gb18030, edition 2022).
  @OptionGroup var metricOptions: MetricOptions

  @Flag(name: .customLong("no-emoji"), help: "Disallow emoji.")
  var noEmoji = false

  @Option(help: "Which emoji --no-emoji blocks: renders-as-emoji (default; © alone is text), standard or including-text-default.")
  var emojiPolicy: PolicyOption = .rendersAsEmoji

  @Option(help: ArgumentHelp("Disallow emoji newer than this emoji version, e.g. 15.0.", valueName: "version"))
  var maxEmojiVersion: EmojiVersion?

  @Option(
    help: ArgumentHelp(
      "Allowed character classes, comma-separated: lower, upper, digits, decimal (digits and one '.'), punct (English punctuation, space, newline), han (Script=Han), interpunct (the · of names), space (any whitespace).",
      valueName: "classes"))
  var allow: AllowList?

  @Flag(help: "Digits-only field.")
  var digits = false

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "Decimal field with at most INT (1 or more) integer and FRAC (0 or more) fraction digits, e.g. 9,2.",
      valueName: "INT,FRAC"))
  var decimal: DecimalLimits?

  func validate() throws {
    if digits, decimal != nil { throw ValidationError("give either --digits or --decimal, not both") }
    if let max, max < 0 { throw ValidationError("--max must be 0 or more") }
    if let decimal {
      // A decimal field always has an integer digit: the engine turns a
      // leading "." into "0.", so INT 0 would reject every amount.
      if decimal.integerDigits < 1 {
        throw ValidationError("--decimal \(decimal.integerDigits),\(decimal.fractionDigits): INT must be 1 or more (\"0.5\" has one integer digit)")
      }
      if decimal.fractionDigits < 0 {
        throw ValidationError("--decimal \(decimal.integerDigits),\(decimal.fractionDigits): FRAC must be 0 or more")
      }
    }
  }

  /// Whether `--max` is the only rule (no emoji, class or numeric rule).
  var isLengthOnly: Bool { max != nil && !noEmoji && allow == nil && !digits && decimal == nil }

  /// Whether the unit measures at most `budget` in `--metric`, from its
  /// bytes where the metric allows.
  static func fits(
    _ unit: InputOptions.Unit, budget: Int, metric: MetricName, edition: GB18030.Edition, ambiguous: AmbiguousWidth
  ) -> Bool {
    switch metric {
    case .characters: TextMetric.characters.fits(unit.text, budget: budget)
    case .width: TextMetric.displayWidth(ambiguous: ambiguous).fits(unit.text, budget: budget)
    default: MeasureCommand.measure(unit, metric, edition: edition, ambiguous: ambiguous) <= budget
    }
  }

  /// The engine's rules for these options.
  var rules: InputRules {
    var numericMode: NumericMode?
    if digits { numericMode = .digits }
    if let decimal {
      numericMode = .decimal(maxIntegerDigits: decimal.integerDigits, maxFractionDigits: decimal.fractionDigits)
    }
    return InputRules(
      maxLength: max, metric: metricOptions.textMetric, allowsEmoji: !noEmoji,
      emojiPolicy: emojiPolicy.policy, allowedCharacters: allow?.classes, numericMode: numericMode,
      maxEmojiVersion: maxEmojiVersion)
  }

  /// `--allow lower,upper,digits,decimal,punct,han,interpunct,space`.
  struct AllowList: ExpressibleByArgument {
    var classes: AllowedCharacters

    static let names: [(String, AllowedCharacters)] = [
      ("lower", .asciiLowercase), ("upper", .asciiUppercase), ("digits", .asciiDigits),
      ("decimal", .decimalPad), ("punct", .englishPunctuation), ("han", .hanIdeographs),
      ("interpunct", .interpuncts), ("space", .whitespace),
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
      // Limits are checked in RulesOptions.validate, with a message.
      guard parts.count == 2, let integerDigits = Int(parts[0]), let fractionDigits = Int(parts[1])
      else { return nil }
      self.integerDigits = integerDigits
      self.fractionDigits = fractionDigits
    }
  }
}

import ArgumentParser
import TextGauge
import TextGaugeInput
import TextGaugePolicy

/// The input rules shared by `check` and `sanitize`. `--max` is measured
/// like `truncate --max`: with `--metric` (default gb18030) and `--edition`.
struct RulesOptions: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "A field policy: a preset (textgauge policy list; gb18030 and zishu take --max) or a JSON file (schema 1). The other rule options tighten it.",
      valueName: "name|file"),
    completion: .file(extensions: ["json"]))
  var policy: String?

  @Option(parsing: .unconditional, help: "Maximum length, measured with --metric (0 or more).")
  var max: Int?

  /// `--metric` and `--edition`, as for `measure` and `truncate` (default
  /// gb18030, edition 2022).
  @OptionGroup var metricOptions: MetricOptions

  @Flag(name: .customLong("no-emoji"), help: "Disallow emoji.")
  var noEmoji = false

  @Option(
    help: ArgumentHelp(
      "Which emoji --no-emoji and --max-emoji-version rule: renders-as-emoji (© alone is text), standard or including-text-default. Default: renders-as-emoji.",
      valueName: "policy"))
  var emojiPolicy: EmojiPolicyOption?

  @Option(help: ArgumentHelp("Disallow emoji newer than this emoji version, e.g. 15.0.", valueName: "version"))
  var maxEmojiVersion: UnicodeVersion?

  @Option(
    help: ArgumentHelp(
      allowHelp,
      valueName: "classes"),
    completion: .list(AllowedCharacters.named.map(\.name)),
    transform: AllowList.init(parsing:))
  var allow: AllowList?

  @Flag(help: "Digits-only field.")
  var digits = false

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "Decimal field with at most INT (1 or more) integer and FRAC (0 or more) fraction digits, e.g. 9,2.",
      valueName: "INT,FRAC"),
    transform: DecimalLimits.init(parsing:))
  var decimal: DecimalLimits?

  func validate() throws {
    if digits, decimal != nil { throw ValidationError("give either --digits or --decimal, not both") }
    if emojiPolicy != nil, !noEmoji, maxEmojiVersion == nil, policy == nil {
      throw ValidationError("--emoji-policy applies only with --no-emoji or --max-emoji-version")
    }
    if let max, max < 0 { throw ValidationError("--max must be 0 or more") }
    try metricOptions.validate(allMetrics: false)
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
    // Whatever the engine refuses, named by the option that set it.
    do {
      _ = try optionsPolicy.rules.validated()
    } catch {
      throw ValidationError("\(Self.option(for: error)): \(error.reason)")
    }
  }

  /// The option that set the rule `validated()` refused.
  static func option(for error: InvalidInputRules) -> String {
    switch error {
    case .negativeMaxLength: "--max"
    case .allowedCharactersInNumericMode: "--allow with --digits or --decimal"
    case .negativeIntegerDigits, .negativeFractionDigits: "--digits/--decimal"
    // No option sets these; the engine's property names them.
    case .isAllowedInNumericMode, .fractionCuttingOutsideDecimalMode, .negativeLimit, .minimumAboveMaximum,
      .allowedScalarsInNumericMode, .maxScalarsPerCharacterBelowOne:
      error.property
    }
  }

  /// The field policy these options make: `--policy`'s, tightened by the
  /// other options, or without `--policy` the policy of the options alone
  /// (``optionsPolicy``), so that `check` reports every violation in the
  /// library's one shape and wording. `--max` is the maximum of a preset
  /// that takes one, else one more limit in `--metric`; an option that sets
  /// what the policy already sets otherwise (`--allow`, `--digits`,
  /// `--decimal`, `--emoji-policy`) is a usage error naming both.
  func fieldPolicy() throws -> FieldPolicy {
    guard let name = policy else { return optionsPolicy }
    let preset = PolicyPreset(rawValue: name)
    let takesMax = preset?.requiresMaximum == true
    var policy = try FieldPolicyOption.load(name, maximum: takesMax ? max : nil)
    func conflict(_ option: String, _ what: String) -> CLIError {
      CLIError("\(option) and --policy \(CLIError.shown(name)) both set \(what); give one", exitCode: ExitStatus.usage)
    }
    if let max, !takesMax { policy.limits.append(PolicyLimit(metricOptions.policyMetric, maximum: max)) }
    if noEmoji { policy.allowsEmoji = false }
    if let emojiPolicy {
      if policy.emojiPolicy != .rendersAsEmoji, policy.emojiPolicy != emojiPolicy.policy {
        throw conflict("--emoji-policy", "the emoji policy")
      }
      policy.emojiPolicy = emojiPolicy.policy
    }
    if let maxEmojiVersion { policy.maxEmojiVersion = Swift.min(policy.maxEmojiVersion ?? maxEmojiVersion, maxEmojiVersion) }
    if let allow {
      if policy.allowedClasses != nil { throw conflict("--allow", "the allowed classes") }
      policy.allowedClasses = allow.classes
    }
    if digits || decimal != nil {
      if policy.numericMode != nil { throw conflict(digits ? "--digits" : "--decimal", "the numeric mode") }
      policy.numericMode = numericMode
    }
    do {
      _ = try policy.rules.validated()
    } catch {
      throw CLIError("--policy \(CLIError.shown(name)) with these options: \(error)", exitCode: ExitStatus.usage)
    }
    return policy
  }

  /// The numeric mode of `--digits` or `--decimal`.
  var numericMode: NumericMode? {
    if digits { return .digits }
    if let decimal {
      return .decimal(maxIntegerDigits: decimal.integerDigits, maxFractionDigits: decimal.fractionDigits)
    }
    return nil
  }

  /// The policy of the options without `--policy`: `--max` its one limit,
  /// in `--metric`.
  var optionsPolicy: FieldPolicy {
    FieldPolicy(
      limits: max.map { [PolicyLimit(metricOptions.policyMetric, maximum: $0)] } ?? [], allowedClasses: allow?.classes,
      allowsEmoji: !noEmoji, emojiPolicy: (emojiPolicy ?? .rendersAsEmoji).policy, maxEmojiVersion: maxEmojiVersion,
      numericMode: numericMode)
  }

  /// `--allow lower,upper,…`: the vocabulary's class names
  /// (`AllowedCharacters.named`).
  struct AllowList {
    var classes: AllowedCharacters

    /// Throws naming the first unknown class and listing the known ones.
    init(parsing argument: String) throws {
      var classes: AllowedCharacters = []
      for name in argument.split(separator: ",", omittingEmptySubsequences: false) {
        guard let entry = AllowedCharacters.named.first(where: { $0.name == name }) else {
          throw ValueError(
            "unknown class '\(name)'; the classes are \(AllowedCharacters.named.map(\.name).joined(separator: ", "))")
        }
        classes.insert(entry.classes)
      }
      self.classes = classes
    }
  }

  /// `--decimal INT,FRAC`.
  struct DecimalLimits {
    var integerDigits: Int
    var fractionDigits: Int

    /// Throws saying the expected form. Limits are checked in
    /// RulesOptions.validate, with a message.
    init(parsing argument: String) throws {
      let parts = argument.split(separator: ",", omittingEmptySubsequences: false)
      guard parts.count == 2, let integerDigits = Int(parts[0]), let fractionDigits = Int(parts[1])
      else {
        throw ValueError("expected INT,FRAC, two whole numbers such as 9,2 (9 integer and 2 fraction digits)")
      }
      self.integerDigits = integerDigits
      self.fractionDigits = fractionDigits
    }
  }
}

/// Why an option's value is invalid, shown after ArgumentParser's "The
/// value 'x' is invalid for '--option'".
struct ValueError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}

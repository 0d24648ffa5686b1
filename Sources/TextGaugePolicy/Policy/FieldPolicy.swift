import TextGauge
import TextGaugeInput

/// What a text field, a form or a server accepts, as a value: length limits
/// that must all hold, character rules and abuse guards. A policy can be
/// written as JSON (``init(json:)``, ``json(pretty:)``), shipped to a server
/// or another app, and checked by any implementation against the
/// conformance vectors; ``rules`` is the input engine that enforces it
/// while the user types.
///
/// ```swift
/// let post = try FieldPolicy(json: """
///   {"schema": 1, "limits": [{"metric": "characters", "max": 300}, {"metric": "utf8", "max": 3000}]}
///   """)
/// post.violations(in: "hello").isEmpty   // true
/// post.rules.evaluate("", replacingUTF16Location: 0, length: 0, with: String(repeating: "a", count: 301))
/// // .adjusted(text: …, caretUTF16Offset: 300, violations: [.tooLong(limit: 300, length: 301)])
/// ```
///
/// Every limit, character rule and guard joins one judgement: the
/// violations of a whole text (``violations(in:)``), an edit
/// (`rules.evaluate`), a paste (``sanitized(_:)``) and a cut
/// (``prefix(_:)``) agree, and a cut satisfies the tightest limit without
/// splitting a Character.
public struct FieldPolicy: Sendable, Hashable {
  /// A note for people: what the policy is for, or the public rule it
  /// follows. Not judged.
  public var summary: String?
  /// Length limits, every one of which must hold.
  public var limits: [PolicyLimit] {
    get { fields.limits }
    set {
      fields.limits = newValue
      refreshRules()
    }
  }
  /// The allowed character classes, or nil for all Characters (with
  /// ``allowedScalars``, a Character passes when either allows it).
  public var allowedClasses: AllowedCharacters? {
    get { fields.allowedClasses }
    set {
      fields.allowedClasses = newValue
      refreshRules()
    }
  }
  /// Single scalars and ranges allowed beside ``allowedClasses`` (a
  /// nickname's `_`).
  public var allowedScalars: [ClosedRange<Unicode.Scalar>] {
    get { fields.allowedScalars }
    set {
      fields.allowedScalars = newValue
      refreshRules()
    }
  }
  /// Whether emoji may be entered.
  public var allowsEmoji: Bool {
    get { fields.allowsEmoji }
    set {
      fields.allowsEmoji = newValue
      refreshRules()
    }
  }
  /// Which emoji ``allowsEmoji`` and ``maxEmojiVersion`` rule.
  public var emojiPolicy: EmojiPolicy {
    get { fields.emojiPolicy }
    set {
      fields.emojiPolicy = newValue
      refreshRules()
    }
  }
  /// The newest emoji version allowed, or nil.
  public var maxEmojiVersion: UnicodeVersion? {
    get { fields.maxEmojiVersion }
    set {
      fields.maxEmojiVersion = newValue
      refreshRules()
    }
  }
  /// A numeric field mode, or nil.
  public var numericMode: NumericMode? {
    get { fields.numericMode }
    set {
      fields.numericMode = newValue
      refreshRules()
    }
  }
  /// Abuse guards.
  public var guards: TextGuards {
    get { fields.guards }
    set {
      fields.guards = newValue
      refreshRules()
    }
  }

  /// A policy; the defaults allow everything.
  ///
  /// ```swift
  /// let column = FieldPolicy(limits: [PolicyLimit(.characters, maximum: 64)], guards: TextGuards(fitsUTF8mb3: true))
  /// column.violations(in: "ok👍").map(\.rule)   // ["guards.utf8mb3"]
  /// ```
  public init(
    summary: String? = nil, limits: [PolicyLimit] = [], allowedClasses: AllowedCharacters? = nil,
    allowedScalars: [ClosedRange<Unicode.Scalar>] = [], allowsEmoji: Bool = true,
    emojiPolicy: EmojiPolicy = .rendersAsEmoji, maxEmojiVersion: UnicodeVersion? = nil,
    numericMode: NumericMode? = nil, guards: TextGuards = TextGuards()
  ) {
    self.summary = summary
    fields = PolicyFields(
      limits: limits, allowedClasses: allowedClasses, allowedScalars: allowedScalars, allowsEmoji: allowsEmoji,
      emojiPolicy: emojiPolicy, maxEmojiVersion: maxEmojiVersion, numericMode: numericMode, guards: guards)
    cache = RulesCache(rules: InputRules())
    refreshRules()
  }

  /// The fields the rules are built from, behind properties whose setters
  /// rebuild them: a setter runs in an initializer too, where an observer
  /// would not.
  private var fields: PolicyFields

  /// ``rules``, built when the policy is made or changed rather than on
  /// every check (it allocates its limits).
  private var cache: RulesCache

  /// Builds ``rules`` again from the fields.
  private mutating func refreshRules() { cache = RulesCache(rules: makeRules()) }

  /// The input engine for this policy, for a text field: its first limit,
  /// when it has a maximum and no minimum, is the engine's `maxLength` (the
  /// one an `InputField` keeps the length of between keystrokes), the
  /// others its `limits`.
  ///
  /// ```swift
  /// let rules = try FieldPolicy.preset("bluesky-post").rules
  /// rules.maxLength   // 300
  /// ```
  public var rules: InputRules { cache.rules }

  /// The input engine for this policy, built (see ``rules``).
  private func makeRules() -> InputRules {
    var rules = InputRules(
      allowsEmoji: allowsEmoji, emojiPolicy: emojiPolicy, allowedCharacters: allowedClasses,
      numericMode: numericMode, maxEmojiVersion: maxEmojiVersion)
    var rest = limits[...]
    if let first = limits.first, first.maximum != nil, first.minimum == nil {
      rules.maxLength = first.maximum
      rules.metric = first.metric.textMetric
      rest = limits.dropFirst()
    }
    rules.limits = rest.map { $0.lengthLimit }
    rules.allowedScalars = allowedScalars
    rules.guards = guards
    return rules
  }

  /// The index in ``limits`` of the engine's `limits[index]` (see
  /// ``rules``).
  func policyLimitIndex(ofRuleLimit index: Int) -> Int {
    if let first = limits.first, first.maximum != nil, first.minimum == nil { return index + 1 }
    return index
  }
}

/// A policy's rules, built from its other fields: equal whatever they hold,
/// so that a policy's equality and hash are those of its fields (the rules
/// hold closures, which have none).
private struct RulesCache: Sendable, Hashable {
  var rules: InputRules
  static func == (_: Self, _: Self) -> Bool { true }
  func hash(into hasher: inout Hasher) {}
}

/// The fields of a policy that its rules are built from.
private struct PolicyFields: Sendable, Hashable {
  var limits: [PolicyLimit]
  var allowedClasses: AllowedCharacters?
  var allowedScalars: [ClosedRange<Unicode.Scalar>]
  var allowsEmoji: Bool
  var emojiPolicy: EmojiPolicy
  var maxEmojiVersion: UnicodeVersion?
  var numericMode: NumericMode?
  var guards: TextGuards
}

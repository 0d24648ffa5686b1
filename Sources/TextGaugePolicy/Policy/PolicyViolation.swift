import TextGauge
import TextGaugeInput
package import TextGaugeJSON

/// A place in a text, counted in every unit another implementation may
/// use: UTF-8 bytes (Go, Rust, C), UTF-16 code units (JavaScript, Java,
/// UIKit), scalars (Python's `str`) and Characters (UAX #29, the tables'
/// Unicode version).
///
/// ```swift
/// TextOffset(in: "中a😀b", utf16: 4)   // utf8 8, utf16 4, scalars 3, characters 3
/// ```
public struct TextOffset: Sendable, Hashable {
  /// UTF-8 bytes from the start.
  public var utf8: Int
  /// UTF-16 code units from the start.
  public var utf16: Int
  /// Unicode scalars from the start.
  public var scalars: Int
  /// Characters from the start.
  public var characters: Int

  /// An offset from its four counts.
  ///
  /// ```swift
  /// TextOffset(utf8: 3, utf16: 1, scalars: 1, characters: 1)
  /// ```
  public init(utf8: Int, utf16: Int, scalars: Int, characters: Int) {
    self.utf8 = utf8
    self.utf16 = utf16
    self.scalars = scalars
    self.characters = characters
  }

  /// The offset `utf16` code units into `text` (a scalar boundary).
  ///
  /// ```swift
  /// TextOffset(in: "中a", utf16: 1).utf8   // 3
  /// ```
  public init(in text: some StringProtocol, utf16: Int) {
    let index = text.utf16.index(text.startIndex, offsetBy: utf16)
    let before = text[..<index]
    self.init(
      utf8: before.utf8.count, utf16: utf16, scalars: before.unicodeScalars.count,
      characters: before.graphemeClusters.count)
  }
}

/// What breaks a ``FieldPolicy``, named as the policy's JSON names it.
///
/// ```swift
/// let found = try FieldPolicy.preset("bluesky-post").violations(in: String(repeating: "a", count: 301))
/// found.map(\.rule)      // ["limits[0]"]
/// found[0].message       // "limits[0] (characters): 301 > 300"
/// found[0].offset.utf8   // 300
/// ```
public struct PolicyViolation: Sendable, Hashable {
  /// The JSON path of the rule in the policy: `limits[1]`,
  /// `emoji.allowed`, `emoji.maxVersion`, `allowedClasses` (a Character
  /// neither the classes nor `allowedScalars` allow), `allowedScalars` (a
  /// Character outside `allowedScalars` in a policy without
  /// `allowedClasses`), `numeric`, or `guards.<name>`.
  public var rule: String
  /// What the input engine found.
  public var violation: InputViolation
  /// Where it first fails.
  public var offset: TextOffset
  /// One line for people: the rule, what was found, the limit, in the
  /// wording of its kind (`Docs/CommandLine.md` lists them), the same in
  /// every language.
  public var message: String
}

extension FieldPolicy {
  /// Everything in `text` that breaks the policy, in text order: every
  /// limit, character rule and guard at once. `[]` means the text is
  /// accepted.
  ///
  /// ```swift
  /// let policy = FieldPolicy(limits: [PolicyLimit(.characters, maximum: 3)], allowsEmoji: false)
  /// policy.violations(in: "ab😀cd").map(\.message)
  /// // ["emoji.allowed: emoji 😀 (U+1F600)", "limits[0] (characters): 5 > 3"]
  /// ```
  // Specialized for the texts apps pass, so that a check from another
  // module reads the String's bytes without generic calls.
  @_specialize(where Text == String)
  @_specialize(where Text == Substring)
  public func violations<Text: StringProtocol>(in text: Text) -> [PolicyViolation] {
    let found = rules.violations(in: text)
    if found.isEmpty { return [] }
    var results: [PolicyViolation] = []
    results.reserveCapacity(found.count)
    // Offsets converted in one walk: the violations come in text order.
    var index = text.startIndex
    var offset = TextOffset(utf8: 0, utf16: 0, scalars: 0, characters: 0)
    for located in found {
      let target = text.utf16.index(text.startIndex, offsetBy: located.utf16Offset)
      let step = text[index..<target]
      offset.utf8 += step.utf8.count
      offset.scalars += step.unicodeScalars.count
      offset.utf16 = located.utf16Offset
      offset.characters = located.characterOffset
      index = target
      results.append(violation(located.violation, at: offset))
    }
    return results
  }

  /// Whether `text` satisfies the policy.
  ///
  /// ```swift
  /// try FieldPolicy.preset("mysql-utf8mb3").accepts("中文")   // true
  /// try FieldPolicy.preset("mysql-utf8mb3").accepts("𠀋")    // false
  /// ```
  public func accepts(_ text: some StringProtocol) -> Bool { rules.violations(in: text).isEmpty }

  /// `text` with what the policy does not allow removed and cut to fit
  /// every limit, at a Character boundary: what pasting it into an empty
  /// field gives.
  ///
  /// ```swift
  /// FieldPolicy(limits: [PolicyLimit(.utf8, maximum: 5)], allowsEmoji: false).sanitized("a😀中文")   // "a中"
  /// ```
  public func sanitized(_ text: some StringProtocol) -> String { rules.sanitized(text) }

  /// The longest prefix of `text` that fits every limit's maximum, ending
  /// on a Character boundary (character rules and guards are not applied:
  /// see ``sanitized(_:)``).
  ///
  /// ```swift
  /// try FieldPolicy.preset("bluesky-post").prefix(String(repeating: "ab", count: 200)).count   // 300
  /// ```
  public func prefix<Text: StringProtocol>(_ text: Text) -> Text.SubSequence {
    var end = text.endIndex
    for limit in limits {
      guard let maximum = limit.maximum else { continue }
      let cut = limit.metric.textMetric.prefix(text[..<end], fitting: maximum).endIndex
      if cut < end { end = cut }
    }
    return text[..<end]
  }

  /// Each limit's value for `text`, in ``limits`` order.
  ///
  /// ```swift
  /// try FieldPolicy.preset("bluesky-post").measurements(of: "中文").map(\.value)   // [2, 6]
  /// ```
  public func measurements(of text: some StringProtocol) -> [LimitMeasurement] {
    limits.map { limit in
      LimitMeasurement(limit: limit, value: limit.metric.textMetric.measure(text))
    }
  }

  /// `violation`, which the input engine found, at `offset`: its rule and
  /// its kind's message. What ``violations(in:)`` finds and the edit
  /// decisions of the C ABI (`tg_policy_edit`), and so of every binding,
  /// are named here alone.
  package func violation(_ violation: InputViolation, at offset: TextOffset) -> PolicyViolation {
    let rule = rule(of: violation)
    let message = ViolationWording(policy: self, violation: violation, rule: rule).message
    return PolicyViolation(rule: rule, violation: violation, offset: offset, message: message)
  }

  /// The rule of the policy that `violation` breaks, as a JSON path.
  func rule(of violation: InputViolation) -> String {
    switch violation {
    case .tooLong: "limits[0]"
    case .overLimit(let index, _, _), .underLimit(let index, _, _): "limits[\(policyLimitIndex(ofRuleLimit: index))]"
    case .emoji: "emoji.allowed"
    case .emojiTooNew: "emoji.maxVersion"
    // A Character passes when allowedClasses or allowedScalars allows it:
    // the rule broken is allowedClasses when the policy has classes, else
    // allowedScalars, the only rule that restricts the characters.
    case .disallowedCharacter:
      numericMode != nil ? "numeric" : allowedClasses == nil && !allowedScalars.isEmpty ? "allowedScalars" : "allowedClasses"
    case .secondDecimalPoint: numericMode == nil ? "allowedClasses" : "numeric"
    case .leadingDecimalPoint, .redundantLeadingZero, .tooManyIntegerDigits, .tooManyFractionDigits, .ellipsisInNumber:
      "numeric"
    case .blockedScalar(_, let blocked): "guards.\(blocked.jsonName)"
    case .tooManyScalars: "guards.maxScalarsPerCharacter"
    case .invalidRange: "range"
    }
  }
}

/// A limit of a policy and what a text measures in its metric.
///
/// ```swift
/// let measured = LimitMeasurement(limit: PolicyLimit(.utf8, maximum: 4), value: 6)
/// measured.fits   // false
/// ```
public struct LimitMeasurement: Sendable, Hashable {
  /// The limit.
  public var limit: PolicyLimit
  /// The text's length in the limit's metric.
  public var value: Int

  /// A measurement.
  ///
  /// ```swift
  /// LimitMeasurement(limit: PolicyLimit(.characters, maximum: 10), value: 3).fits   // true
  /// ```
  public init(limit: PolicyLimit, value: Int) {
    self.limit = limit
    self.value = value
  }

  /// Whether the value is within the maximum and the minimum.
  public var fits: Bool { value <= (limit.maximum ?? .max) && value >= (limit.minimum ?? .min) }
}

extension PolicyViolation {
  /// The violation as one line of JSON, the form of the conformance vectors
  /// and of `textgauge check --policy … --json`: rule, kind, what was found,
  /// offsets in UTF-8, UTF-16, scalars and Characters, and the message.
  ///
  /// ```swift
  /// let found = try FieldPolicy.preset("mysql-utf8mb3").violations(in: "a😀")
  /// found[0].json
  /// // {"rule":"guards.utf8mb3","kind":"blockedScalar","scalar":"U+1F600","offset":{"utf8":1,"utf16":1,"scalars":1,"characters":1},"message":"guards.utf8mb3: U+1F600"}
  /// ```
  public var json: String { jsonValue.description }

  /// The violation as a JSON value: what ``json`` writes.
  package var jsonValue: JSONValue {
    var members = [JSONMember(key: "rule", value: .string(rule)), JSONMember(key: "kind", value: .string(kind))]
    func add(_ key: String, _ value: JSONValue) { members.append(JSONMember(key: key, value: value)) }
    func number(_ value: Int) -> JSONValue { .number(JSONNumber(value)) }
    switch violation {
    case .tooLong(let limit, let length), .overLimit(_, let limit, let length):
      add("limit", number(limit))
      add("length", number(length))
    case .underLimit(_, let minimum, let length):
      add("minimum", number(minimum))
      add("length", number(length))
    case .emoji(let text), .disallowedCharacter(let text):
      add("text", .string(text))
    case .emojiTooNew(let text, let version):
      add("text", .string(text))
      add("version", version.map { .string($0.description) } ?? .null)
    case .tooManyIntegerDigits(let limit, let count), .tooManyFractionDigits(let limit, let count):
      add("limit", number(limit))
      add("count", number(count))
    case .blockedScalar(let scalar, _):
      add("scalar", .string("U+" + hexDigits(scalar.value)))
    case .tooManyScalars(let text, let count, let limit):
      add("text", .string(text))
      add("count", number(count))
      add("limit", number(limit))
    case .secondDecimalPoint, .leadingDecimalPoint, .redundantLeadingZero, .ellipsisInNumber, .invalidRange:
      break
    }
    add("offset", offset.jsonValue)
    add("message", .string(message))
    return .object(JSONObject(members))
  }
}

extension TextOffset {
  /// `{"utf8":…,"utf16":…,"scalars":…,"characters":…}`.
  var jsonValue: JSONValue {
    .object(JSONObject([
      JSONMember(key: "utf8", value: .number(JSONNumber(utf8))),
      JSONMember(key: "utf16", value: .number(JSONNumber(utf16))),
      JSONMember(key: "scalars", value: .number(JSONNumber(scalars))),
      JSONMember(key: "characters", value: .number(JSONNumber(characters))),
    ]))
  }
}

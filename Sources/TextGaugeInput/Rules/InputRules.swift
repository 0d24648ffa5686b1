import TextGauge

/// What a text field accepts: a maximum length under any `TextMetric`,
/// emoji or not, allowed characters, and numeric modes. Pure logic for any
/// UI layer: give it the edit a field is about to make (or the text before
/// and after it) and apply the ``InputDecision`` it returns.
///
/// ```swift
/// // "Nickname: at most 10 Chinese or 20 English characters, no emoji"
/// let nickname = InputRules(maxLength: 20, metric: .gb18030(.gb2022), allowsEmoji: false)
/// nickname.evaluate("小明", replacingUTF16Location: 2, length: 0, with: "👍🏽ok")
/// // .adjusted(text: "小明ok", caretUTF16Offset: 4, violations: [.emoji("👍🏽")])
///
/// // "Amount: at most 9 digits and 2 decimal places"
/// let amount = InputRules(numericMode: .decimal(maxIntegerDigits: 9, maxFractionDigits: 2))
/// amount.evaluate("12.34", replacingUTF16Location: 5, length: 0, with: "5")
/// // .reject([.tooManyFractionDigits(limit: 2, count: 3)])
/// ```
///
/// How edits are judged (see ``evaluate(_:replacing:with:isComposing:)``):
/// - The resulting text is judged, not the inserted string: the rules are
///   checked on the Characters the edit touches in the text after it,
///   extended to Character boundaries on both sides, so an edit that joins
///   its neighbours into an emoji or a disallowed Character (`1` typed
///   before U+20E3, U+FE0F after ❤, a regional indicator beside a lone one)
///   or splits one is seen.
/// - An accepted or adjusted edit leaves no violation (unless composing),
///   the caret inside the text and the text outside the edit unchanged
///   (numeric normalisation aside); a rejection changes nothing.
/// - Deletions are accepted unless they join their neighbours into
///   something the rules forbid, or make a text that is over the limit
///   longer (deleting a ZWJ of a family under `.characters` splits it into
///   more Characters).
/// - Text being composed by an input method (pinyin, kana, Hangul jamo) is
///   never limited or filtered; the committed text is checked.
/// - The replaced selection is subtracted before the length is checked.
/// - Of a paste (any insertion), what is allowed is kept: disallowed
///   Characters and emoji are removed, and the rest is cut to fit at a
///   Character boundary (an emoji is never torn; a number is never cut, see
///   ``NumericMode``). If nothing is left, or what is left still breaks a
///   rule with its neighbours, the edit is rejected, so a selection is never
///   lost to a refused paste.
/// - An edit must leave a text that fits, or, when the text is already
///   too long (set by the app, or a lowered limit), a text no longer than
///   it was: shortening is always possible, replacing a selection with
///   shorter text included (`"abcde"` under a limit of 3, `ab` replaced
///   with `x`, gives `"xcde"`), and a paste is cut to the length the text
///   had.
public struct InputRules: Sendable {
  /// The maximum length under ``metric``, or nil for no limit. A negative
  /// limit rejects every insertion; ``validated()`` reports it.
  ///
  /// ```swift
  /// var rules = InputRules()
  /// rules.maxLength = 20   // e.g. 20 GB18030 bytes with metric .gb18030(.gb2022)
  /// ```
  public var maxLength: Int?
  /// How ``maxLength`` is measured; `.characters` by default. Use `.utf16`
  /// to count as `NSString.length` / UIKit does, `.gb18030(.gb2022)` for
  /// "Chinese 2, English 1", or `.custom` for your own weights.
  ///
  /// ```swift
  /// InputRules(maxLength: 4, metric: .utf16).evaluate("abc", replacingUTF16Location: 3, length: 0, with: "😀")
  /// // .reject([.tooLong(limit: 4, length: 5)]): 😀 is 2 UTF-16 code units
  /// ```
  public var metric: TextMetric
  /// Whether emoji may be entered.
  ///
  /// ```swift
  /// InputRules(allowsEmoji: false).evaluate("", replacingUTF16Location: 0, length: 0, with: "😀")
  /// // .reject([.emoji("😀")])
  /// ```
  public var allowsEmoji: Bool
  /// Which emoji are blocked when ``allowsEmoji`` is false. The default,
  /// `.rendersAsEmoji`, blocks what shows as an emoji picture and leaves
  /// text-style characters such as "©", "1" or "#" alone.
  ///
  /// ```swift
  /// let strict = InputRules(allowsEmoji: false, emojiPolicy: .includingTextDefault)  // also blocks "©"
  /// ```
  public var emojiPolicy: EmojiPolicy
  /// The allowed character classes, or nil for all. A Character passes when
  /// it is in one of these classes *or* ``isAllowed`` accepts it; with both
  /// nil every Character passes. Ignored in a numeric mode.
  ///
  /// ```swift
  /// InputRules(allowedCharacters: [.hanIdeographs, .asciiLetters])
  /// ```
  public var allowedCharacters: AllowedCharacters?
  /// A predicate that allows Characters in addition to
  /// ``allowedCharacters`` (e.g. `{ $0 == "_" }`). Ignored in a numeric mode.
  ///
  /// It is called with each Character as the tables' Unicode version defines
  /// it (UAX #29, the elements of `graphemeClusters` in TextGauge), as a
  /// `Substring` of the text being judged: the same Characters on every OS
  /// and toolchain, even where the standard library's `Character` splits
  /// the text otherwise (a Khmer conjunct on an older Swift runtime is one
  /// Character here). Compare it with a string (`$0 == "_"`) or look at its
  /// `unicodeScalars`; `Character($0)` traps where the standard library
  /// sees more than one Character.
  ///
  /// ```swift
  /// let handle = InputRules(allowedCharacters: .asciiAlphanumerics, isAllowed: { $0 == "_" })
  /// handle.violations(in: "a_b").isEmpty   // true
  /// handle.violations(in: "a-b").map(\.violation)   // [.disallowedCharacter("-")]
  /// ```
  public var isAllowed: (@Sendable (Substring) -> Bool)?
  /// A numeric field mode, or nil.
  ///
  /// ```swift
  /// InputRules(numericMode: .decimal(maxIntegerDigits: 9, maxFractionDigits: 2))
  /// ```
  public var numericMode: NumericMode?
  /// The newest emoji version readers are expected to show, or nil for no
  /// limit: an emoji newer than it (`EmojiMatch.isNewer(than:)` in TextGauge) is a
  /// violation, `.emojiTooNew`, and is removed from pastes, as if blocked.
  /// Only applies while ``allowsEmoji`` is true (otherwise every emoji is).
  ///
  /// ```swift
  /// let rules = InputRules(maxEmojiVersion: "15.0")
  /// rules.violations(in: "🫨").isEmpty                // true: 15.0
  /// rules.violations(in: "🫩").map(\.violation)       // [.emojiTooNew("🫩", version: 16.0)]
  /// ```
  public var maxEmojiVersion: UnicodeVersion?

  /// In decimal mode, whether a paste with more fraction digits than
  /// allowed is kept with the surplus digits cut (`3.14159` pasted into a
  /// two-decimal field gives `3.14`). Off by default: cutting changes the
  /// amount, so such a paste is rejected. Only fraction digits are ever
  /// cut, never integer digits, and never to meet ``maxLength``.
  ///
  /// ```swift
  /// var amount = InputRules(numericMode: .decimal(maxIntegerDigits: 9, maxFractionDigits: 2))
  /// amount.evaluate("", replacingUTF16Location: 0, length: 0, with: "3.14159")
  /// // .reject([.tooManyFractionDigits(limit: 2, count: 5)])
  /// amount.cutsSurplusPastedFractionDigits = true
  /// amount.evaluate("", replacingUTF16Location: 0, length: 0, with: "3.14159")
  /// // .adjusted(text: "3.14", caretUTF16Offset: 4, violations: [.tooManyFractionDigits(limit: 2, count: 5)])
  /// ```
  public var cutsSurplusPastedFractionDigits = false

  /// Length limits beside ``maxLength``, each in its own metric, that must
  /// all hold. An edit is cut to the tightest of them; a minimum is judged
  /// only on whole texts. ``InputViolation/overLimit(index:limit:length:)``
  /// and ``InputViolation/underLimit(index:minimum:length:)`` name a limit
  /// by its index here.
  ///
  /// ```swift
  /// var rules = InputRules(maxLength: 300)   // Characters
  /// rules.limits = [LengthLimit(.utf8, maximum: 3000)]
  /// ```
  public var limits: [LengthLimit] = []

  /// Single scalars and ranges of scalars allowed beside
  /// ``allowedCharacters``: a Character passes when every scalar of it is
  /// in one of these ranges. Ignored in a numeric mode.
  ///
  /// ```swift
  /// var handle = InputRules(allowedCharacters: .asciiLowercase)
  /// handle.allowedScalars = ["_"..."_", "0"..."9"]
  /// handle.violations(in: "ab_9").isEmpty   // true
  /// ```
  public var allowedScalars: [ClosedRange<Unicode.Scalar>] = []

  /// Abuse guards: scalars per Character, bidirectional controls,
  /// invisible, unassigned and private use characters, what fits a MySQL
  /// `utf8mb3` column. None by default.
  ///
  /// ```swift
  /// var rules = InputRules()
  /// rules.guards = TextGuards(fitsUTF8mb3: true)
  /// rules.sanitized("ok👍")   // "ok"
  /// ```
  public var guards = TextGuards()

  /// Rules for a field; the defaults allow everything.
  ///
  /// ```swift
  /// let code = InputRules(maxLength: 6, numericMode: .digits)
  /// let handle = InputRules(maxLength: 15, allowsEmoji: false,
  ///                         allowedCharacters: .asciiAlphanumerics,
  ///                         isAllowed: { $0 == "_" })
  /// ```
  public init(
    maxLength: Int? = nil,
    metric: TextMetric = .characters,
    allowsEmoji: Bool = true,
    emojiPolicy: EmojiPolicy = .rendersAsEmoji,
    allowedCharacters: AllowedCharacters? = nil,
    isAllowed: (@Sendable (Substring) -> Bool)? = nil,
    numericMode: NumericMode? = nil,
    maxEmojiVersion: UnicodeVersion? = nil
  ) {
    self.maxEmojiVersion = maxEmojiVersion
    self.maxLength = maxLength
    self.metric = metric
    self.allowsEmoji = allowsEmoji
    self.emojiPolicy = emojiPolicy
    self.allowedCharacters = allowedCharacters
    self.isAllowed = isAllowed
    self.numericMode = numericMode
  }
}

extension InputRules {
  /// The decimal limits, when in decimal mode (integer digits at least 1).
  var decimalLimits: (integerDigits: Int, fractionDigits: Int)? {
    guard case .decimal(let integerDigits, let fractionDigits) = numericMode else { return nil }
    return (max(1, integerDigits), max(0, fractionDigits))
  }

  /// Whether at most one "." may appear in the whole text: decimal mode, or
  /// the decimal pad class when nothing else allows ".".
  var allowsOnlyOneDecimalPoint: Bool {
    if decimalLimits != nil { return true }
    guard numericMode == nil, let classes = allowedCharacters, classes.contains(.decimalPad) else {
      return false
    }
    return !classes.contains(.englishPunctuation) && isAllowed?(".") != true
      && !allowedScalars.contains { $0.contains(".") }
  }

  /// The rule the Character `character` (UAX #29, the data's: an element
  /// of `graphemeClusters`) breaks on its own, emoji aside, or nil. Emoji
  /// are judged by their matches (``violation(ofEmoji:)``), so that a
  /// violation names the emoji, never the letter it shares a Character
  /// with. The one-"." rule is the caller's.
  func violation(of character: Substring) -> InputViolation? {
    if numericMode != nil, character == "\u{2026}" { return .ellipsisInNumber }
    switch numericMode {
    case .digits:
      return character.isASCIIDigit ? nil : .disallowedCharacter(String(character))
    case .decimal:
      if character.isASCIIDigit { return nil }
      if character == ".", let limits = decimalLimits, limits.fractionDigits > 0 { return nil }
      return .disallowedCharacter(String(character))
    case nil:
      break
    }
    if allowedCharacters == nil, isAllowed == nil, allowedScalars.isEmpty { return nil }
    if let classes = allowedCharacters, classes.allows(character) { return nil }
    if let isAllowed, isAllowed(character) { return nil }
    if !allowedScalars.isEmpty,
      character.unicodeScalars.allSatisfy({ scalar in allowedScalars.contains { $0.contains(scalar) } })
    {
      return nil
    }
    return .disallowedCharacter(String(character))
  }

  /// The rule an emoji breaks: any emoji when emoji are not allowed, else
  /// one newer than ``maxEmojiVersion``; nil when it is allowed.
  func violation(ofEmoji match: EmojiMatch) -> InputViolation? {
    if !allowsEmoji { return .emoji(match.string) }
    if let maxEmojiVersion, match.isNewer(than: maxEmojiVersion) {
      return .emojiTooNew(match.string, version: match.version)
    }
    return nil
  }

  /// Whether any rule judges single Characters (emoji, allowed classes,
  /// numbers, one ".", guards): with none, only the length is checked, and
  /// ``violations(in:)`` of a text within ``maxLength`` is empty without
  /// walking it (the shortcut `textgauge check` takes, asked here so that a
  /// rule added to the engine is never left out of it).
  package var checksCharacters: Bool {
    blocksEmoji || numericMode != nil || allowedCharacters != nil || isAllowed != nil
      || !allowedScalars.isEmpty || !guards.isEmpty || allowsOnlyOneDecimalPoint
  }

  /// What the guards find in the whole Character `character` (UAX #29, the
  /// data's), emoji included; nil without guards.
  func guardViolation(of character: Substring) -> InputViolation? {
    guards.isEmpty ? nil : guards.violation(of: character)
  }

  /// Whether emoji detection is needed at all.
  var blocksEmoji: Bool { !allowsEmoji || maxEmojiVersion != nil }

  /// The emoji flags `screen` and `violations(in:)` use: every emoji when
  /// emoji are blocked, else only those newer than ``maxEmojiVersion``.
  func emojiFlags<Text: StringProtocol>(_ text: Text) -> EmojiFlags<Text>? {
    guard blocksEmoji else { return nil }
    return EmojiFlags(text, policy: emojiPolicy, newerThan: allowsEmoji ? maxEmojiVersion : nil)
  }
}

extension StringProtocol {
  /// Exactly one of "0"…"9" (not other scripts' digits, not full-width
  /// digits, not a digit with a mark on it).
  var isASCIIDigit: Bool {
    var bytes = utf8.makeIterator()
    guard let byte = bytes.next(), bytes.next() == nil else { return false }
    return byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  /// Whether the Character's first scalar is White_Space, as
  /// `Character.isWhitespace` decides it ("\r\n" and a space with a mark
  /// on it included).
  var startsWithWhitespace: Bool {
    unicodeScalars.first.map { UnicodeProperties.isWhiteSpace($0.value) } ?? false
  }
}

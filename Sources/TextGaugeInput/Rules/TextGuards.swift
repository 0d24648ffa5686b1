import TextGauge

/// Abuse guards: rules about what a text is made of, beside how long it is.
///
/// A Character count is not a size limit: one Character can hold hundreds of
/// combining marks (zalgo text) or emoji joined by ZWJ, and invisible or
/// reordering characters make a text say something other than what it
/// shows. Each guard judges a whole Character (UAX #29, as the tables'
/// Unicode version defines it), so an edit, a paste and a whole text are
/// judged alike, and a paste loses only the Characters that break a guard.
///
/// ```swift
/// var rules = InputRules()
/// rules.guards = TextGuards(maxScalarsPerCharacter: 8, rejectsBidiControls: true)
/// rules.violations(in: "a\u{202E}b").map(\.violation)   // [.blockedScalar("\u{202E}", .bidiControl)]
/// rules.sanitized("ok\u{202E}")                         // "ok"
/// ```
public struct TextGuards: Sendable, Hashable {
  /// The most scalars one Character may hold, or nil for no limit. The
  /// longest RGI emoji (a kiss or a couple with two skin tones) holds 10;
  /// zalgo text and ZWJ bombs hold far more.
  public var maxScalarsPerCharacter: Int?
  /// Rejects the bidirectional embedding, override and isolate controls
  /// U+202A–U+202E and U+2066–U+2069, which reorder what a text shows
  /// (UAX #9; CVE-2021-42574, "Trojan Source").
  public var rejectsBidiControls: Bool
  /// Rejects Default_Ignorable_Code_Point characters (Unicode §5.21: shown
  /// as nothing), except where a sequence needs them: ZWJ and the
  /// variation selectors inside an emoji sequence (UTS #51 ED-16, ED-8a),
  /// VS15/VS16 after an Emoji character (emoji-variation-sequences.txt),
  /// tags inside an RGI tag sequence (ED-14a), and ZWJ or ZWNJ after a
  /// letter or mark, where they shape a word (Persian `می‌خواهم`, Indic
  /// half forms).
  public var rejectsInvisibleCharacters: Bool
  /// Rejects code points that the tables' Unicode version leaves
  /// unassigned (General_Category Cn, noncharacters included): future
  /// emoji, and what no font can show.
  public var rejectsUnassigned: Bool
  /// Rejects private use characters (General_Category Co): their meaning
  /// is private to a font or an app.
  public var rejectsPrivateUse: Bool
  /// Rejects scalars above U+FFFF, which a MySQL `utf8mb3` column (MySQL's
  /// `utf8` before 8.0) cannot store: emoji, Extension B ideographs.
  public var fitsUTF8mb3: Bool
  /// Rejects U+FEFF, U+FFFE and U+FFFF, the characters twitter-text's
  /// `parseTweet` finds invalid in a post (`invalid_chars_group`,
  /// `hasInvalidCharacters`): the `x` preset's guard.
  public var rejectsTwitterInvalidCharacters: Bool

  /// Guards; none by default.
  ///
  /// ```swift
  /// let column = TextGuards(fitsUTF8mb3: true)
  /// ```
  public init(
    maxScalarsPerCharacter: Int? = nil, rejectsBidiControls: Bool = false, rejectsInvisibleCharacters: Bool = false,
    rejectsUnassigned: Bool = false, rejectsPrivateUse: Bool = false, fitsUTF8mb3: Bool = false,
    rejectsTwitterInvalidCharacters: Bool = false
  ) {
    self.maxScalarsPerCharacter = maxScalarsPerCharacter
    self.rejectsBidiControls = rejectsBidiControls
    self.rejectsInvisibleCharacters = rejectsInvisibleCharacters
    self.rejectsUnassigned = rejectsUnassigned
    self.rejectsPrivateUse = rejectsPrivateUse
    self.fitsUTF8mb3 = fitsUTF8mb3
    self.rejectsTwitterInvalidCharacters = rejectsTwitterInvalidCharacters
  }

  /// Whether any guard is on.
  ///
  /// ```swift
  /// TextGuards().isEmpty   // true
  /// ```
  public var isEmpty: Bool { self == TextGuards() }

  /// Whether any guard judges single scalars.
  var judgesScalars: Bool {
    rejectsBidiControls || rejectsInvisibleCharacters || rejectsUnassigned || rejectsPrivateUse || fitsUTF8mb3
      || rejectsTwitterInvalidCharacters
  }

  /// What `character` (one Character, UAX #29, the data's) breaks, or nil:
  /// its first blocked scalar, else too many scalars. A Character of ASCII
  /// alone breaks nothing but `maxScalarsPerCharacter` ("\r\n" is two).
  func violation(of character: Substring) -> InputViolation? {
    let scalars = character.unicodeScalars
    if judgesScalars {
      var previous: Unicode.Scalar?
      var emojiSpans: [EmojiMatch]?
      var index = scalars.startIndex
      while index < scalars.endIndex {
        let scalar = scalars[index]
        let next = scalars.index(after: index)
        if scalar.value >= 0xAD, let blocked = blocked(scalar) {
          if blocked != .invisible
            || !isNeededInvisible(
              scalar, at: index, previous: previous, next: next < scalars.endIndex ? scalars[next] : nil,
              in: character, emoji: &emojiSpans)
          {
            return .blockedScalar(scalar, blocked)
          }
        }
        previous = scalar
        index = next
      }
    }
    if let limit = maxScalarsPerCharacter {
      var count = 0
      for _ in scalars {
        count += 1
        if count > limit { return .tooManyScalars(String(character), count: scalars.count, limit: limit) }
      }
    }
    return nil
  }

  /// From the Character boundary `offset` of well-formed UTF-8, the end of
  /// the longest run of whole Characters that no guard can object to, and
  /// how many Characters it holds: no scalar a guard may refuse
  /// (`UnicodeProperties.isGuardCandidate`, or above U+FFFF with
  /// ``fitsUTF8mb3``) and no Character over ``maxScalarsPerCharacter``. A
  /// byte pass, so that a clean text is not judged Character by Character;
  /// what it stops at, ``violation(of:)`` judges.
  func cleanRun(_ bytes: UnsafeBufferPointer<UInt8>, from offset: Int) -> (end: Int, characters: Int) {
    guard let base = bytes.baseAddress else { return (offset, 0) }
    let scalarsJudged = judgesScalars
    let maxScalars = maxScalarsPerCharacter ?? .max
    var at = offset
    var characters = 0
    while at < bytes.count {
      let end = CharacterBytes.end(bytes, ofCharacterFrom: at)
      var scalars = 0
      var i = at
      while i < end {
        if base[i] < 0x80 {
          i += 1
        } else {
          let (value, length) = UTF8Bytes.decodeWellFormed(base, at: i)
          if scalarsJudged, UnicodeProperties.isGuardCandidate(value) || (fitsUTF8mb3 && value > 0xFFFF) {
            return (at, characters)
          }
          i += length
        }
        scalars += 1
      }
      if scalars > maxScalars { return (at, characters) }
      characters += 1
      at = end
    }
    return (at, characters)
  }

  /// Whether the one guard is twitter-text's invalid characters, which
  /// blocks U+FEFF, U+FFFE and U+FFFF wherever they are (no sequence needs
  /// them): a text breaks it exactly when its bytes hold one
  /// (``holdsTwitterInvalidCharacter(_:)``), with no Character judged.
  var judgesOnlyTwitterInvalidCharacters: Bool { self == TextGuards(rejectsTwitterInvalidCharacters: true) }

  /// Whether the well-formed UTF-8 `bytes` hold U+FEFF, U+FFFE or U+FFFF
  /// (`EF BB BF`, `EF BF BE`, `EF BF BF`).
  static func holdsTwitterInvalidCharacter(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var i = 0
    while i + 2 < bytes.count {
      if bytes[i] == 0xEF {
        let (second, third) = (bytes[i + 1], bytes[i + 2])
        if (second == 0xBB && third == 0xBF) || (second == 0xBF && third >= 0xBE) { return true }
        i += 3
      } else {
        i += 1
      }
    }
    return false
  }

  /// Whether no guard can object to anything in the well-formed UTF-8
  /// `bytes`: one pass over the scalars (no scalar a guard may refuse) and,
  /// with ``maxScalarsPerCharacter``, a Character count: a Character of
  /// more than N scalars holds N more scalars than one, so fewer extra
  /// scalars in the whole text than N clear every Character at once.
  func passes(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let base = bytes.baseAddress else { return true }
    let scalarsJudged = judgesScalars
    var scalars = 0
    var i = 0
    while i < bytes.count {
      if base[i] < 0x80 {
        i += 1
      } else {
        let (value, length) = UTF8Bytes.decodeWellFormed(base, at: i)
        if scalarsJudged, UnicodeProperties.isGuardCandidate(value) || (fitsUTF8mb3 && value > 0xFFFF) { return false }
        i += length
      }
      scalars += 1
    }
    guard let maxScalars = maxScalarsPerCharacter else { return true }
    return scalars - UTF8Bytes.graphemeClusterCount(bytes) < maxScalars
  }

  /// The guard that blocks `scalar` (at U+00AD or above), or nil.
  private func blocked(_ scalar: Unicode.Scalar) -> ScalarGuard? {
    let value = scalar.value
    if rejectsBidiControls, value &- 0x202A <= 0x202E - 0x202A || value &- 0x2066 <= 0x2069 - 0x2066 {
      return .bidiControl
    }
    // U+FEFF is Default_Ignorable_Code_Point and U+FFFE, U+FFFF are
    // noncharacters (Cn) in every Unicode version: guard candidates, so the
    // byte passes stop at them.
    if rejectsTwitterInvalidCharacters, value == 0xFEFF || value == 0xFFFE || value == 0xFFFF {
      return .twitterInvalid
    }
    if fitsUTF8mb3, value > 0xFFFF { return .outsideBMP }
    if rejectsPrivateUse, UnicodeProperties.isPrivateUse(value) { return .privateUse }
    if rejectsUnassigned, UnicodeProperties.isUnassigned(value) { return .unassigned }
    if rejectsInvisibleCharacters, UnicodeProperties.isDefaultIgnorable(value) { return .invisible }
    return nil
  }

  /// Whether the invisible `scalar` is one a sequence needs (see
  /// ``rejectsInvisibleCharacters``). `emoji` caches the Character's emoji
  /// matches, found only when an invisible scalar is met.
  private func isNeededInvisible(
    _ scalar: Unicode.Scalar, at index: Substring.UnicodeScalarView.Index, previous: Unicode.Scalar?,
    next: Unicode.Scalar?, in character: Substring, emoji: inout [EmojiMatch]?
  ) -> Bool {
    let value = scalar.value
    let isSelector = value == EmojiSyntax.textPresentationSelector || value == EmojiSyntax.emojiPresentationSelector
    // An emoji or text presentation sequence (UTS #51 ED-8a, ED-9a).
    if isSelector, let previous, previous.emojiProperties.isEmoji { return true }
    // A joiner inside a word (ZWJ, ZWNJ: Unicode §23.2). UAX #29 attaches
    // it to the Character before (GB9), so the letter it joins to usually
    // starts the next Character: one after it in this Character must be a
    // letter or mark too.
    if value == EmojiSyntax.zwj || value == 0x200C, let previous, UnicodeProperties.isLetterOrMark(previous.value),
      next.map({ UnicodeProperties.isLetterOrMark($0.value) }) ?? true
    {
      return true
    }
    guard value == EmojiSyntax.zwj || isSelector || EmojiSyntax.isTagSpec(value) || value == EmojiSyntax.tagEnd
    else { return false }
    if emoji == nil { emoji = Array(character.emojiMatches(policy: .rendersAsEmoji)) }
    guard let match = emoji!.first(where: { $0.range.contains(index) }) else { return false }
    // ZWJ and selectors inside any emoji that shows as one picture (ED-16);
    // tags only inside an RGI tag sequence (ED-14a).
    return EmojiSyntax.isTagSpec(value) || value == EmojiSyntax.tagEnd ? match.isRGI : true
  }
}

/// Which guard blocks a scalar (``TextGuards``).
///
/// ```swift
/// InputViolation.blockedScalar("\u{E000}", .privateUse)
/// ```
public enum ScalarGuard: String, Sendable, Hashable, CaseIterable {
  /// A bidirectional embedding, override or isolate control.
  case bidiControl
  /// A default-ignorable (invisible) character outside a sequence that
  /// needs it.
  case invisible
  /// A code point the tables' Unicode version leaves unassigned.
  case unassigned
  /// A private use character.
  case privateUse
  /// A scalar above U+FFFF, which a MySQL `utf8mb3` column cannot store.
  case outsideBMP
  /// U+FEFF, U+FFFE or U+FFFF, which twitter-text finds invalid in a post.
  case twitterInvalid
}

import TextGauge

/// Classes of Characters a field accepts; combine them as an option set.
///
/// ```swift
/// let username: AllowedCharacters = [.asciiLowercase, .asciiDigits]
/// username.allows("a")   // true
/// username.allows("é")   // false: not ASCII
/// AllowedCharacters.hanIdeographs.allows("𠀋")  // true: Extension B
/// ```
///
/// Classes test whole Characters as the tables' Unicode version defines
/// them (UAX #29 extended grapheme clusters, the elements of
/// `graphemeClusters` in TextGauge): "é" written as "e" + U+0301 is one
/// Character and not ASCII lowercase, and a Character the standard
/// library of an older OS would split is judged whole.
public struct AllowedCharacters: OptionSet, Sendable, Hashable {
  /// The classes as bits, one per static member below.
  public let rawValue: UInt8

  /// Classes from their bits; prefer the static members, e.g.
  /// `[.asciiLetters, .asciiDigits]`.
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// "a"…"z".
  public static let asciiLowercase = AllowedCharacters(rawValue: 1 << 0)
  /// "A"…"Z".
  public static let asciiUppercase = AllowedCharacters(rawValue: 1 << 1)
  /// "0"…"9".
  public static let asciiDigits = AllowedCharacters(rawValue: 1 << 2)
  /// A decimal pad: "0"…"9" and one "." in the whole text (a second "." is a
  /// ``InputViolation/secondDecimalPoint`` unless another class or the
  /// custom predicate allows "." too).
  public static let decimalPad = AllowedCharacters(rawValue: 1 << 3)
  /// English punctuation: the grave accent (U+0060) and
  /// `~ ! @ # $ % ^ & * ( ) _ - + = { } [ ] \ | < > , . / ? ; : ' "`
  /// (all 32 ASCII punctuation characters), the space U+0020 and a newline
  /// ("\n", "\r" or "\r\n").
  public static let englishPunctuation = AllowedCharacters(rawValue: 1 << 4)
  /// Han characters: a scalar with Script=Han (Scripts.txt of the tables'
  /// Unicode version, UAX #24), optionally followed by variation selectors.
  /// That is every ideograph (extensions included) and the Han characters
  /// names use beside them: 々 U+3005 (佐佐木 written 佐々木), 〇 U+3007
  /// (the zero of 〇一), and the radicals. 〆 U+3006 is Script=Common and
  /// not included (allow it with ``InputRules/isAllowed``).
  ///
  /// ```swift
  /// AllowedCharacters.hanIdeographs.allows("々")  // true
  /// AllowedCharacters.hanIdeographs.allows("〇")  // true
  /// AllowedCharacters.hanIdeographs.allows("·")  // false: see interpuncts
  /// ```
  public static let hanIdeographs = AllowedCharacters(rawValue: 1 << 5)
  /// Whitespace: Characters with the Unicode `White_Space` property (space,
  /// tab, newlines, U+3000 ideographic space, …).
  public static let whitespace = AllowedCharacters(rawValue: 1 << 6)

  /// The interpuncts of transliterated and minority names (阿卜杜·热合曼,
  /// 玛丽·居里), in each form an input method types: U+00B7 MIDDLE DOT
  /// (and U+0387, canonically the same), U+2027 HYPHENATION POINT, U+30FB
  /// KATAKANA MIDDLE DOT and U+FF65 HALFWIDTH KATAKANA MIDDLE DOT. Where
  /// the dots may go (not leading, trailing or doubled) is the app's rule:
  /// see the recipe for a Chinese name field in <doc:DefiningInputRules>.
  ///
  /// ```swift
  /// let name: AllowedCharacters = [.hanIdeographs, .interpuncts]
  /// name.allows("·")   // true
  /// name.allows("・")  // true
  /// name.allows(".")   // false
  /// ```
  public static let interpuncts = AllowedCharacters(rawValue: 1 << 7)
  /// `[.asciiLowercase, .asciiUppercase]`.
  public static let asciiLetters: AllowedCharacters = [.asciiLowercase, .asciiUppercase]
  /// `[.asciiLowercase, .asciiUppercase, .asciiDigits]`.
  public static let asciiAlphanumerics: AllowedCharacters = [.asciiLetters, .asciiDigits]

  /// Whether `character`, one Character as the tables' Unicode version
  /// defines it (an element of `graphemeClusters`), is in one of the
  /// classes; a string of no or several Characters is in none. The one-"."
  /// rule of ``decimalPad`` is checked against the whole text, not here.
  ///
  /// ```swift
  /// AllowedCharacters.englishPunctuation.allows("\\")  // true
  /// AllowedCharacters.englishPunctuation.allows("。")  // false: ideographic full stop
  /// AllowedCharacters.asciiLowercase.allows("ab")      // false: two Characters
  /// ```
  public func allows(_ character: some StringProtocol) -> Bool {
    let scalars = character.unicodeScalars
    guard let first = scalars.first else { return false }
    let single = scalars.index(after: scalars.startIndex) == scalars.endIndex
    if first.isASCII, single || character == "\r\n" {
      let ascii = UInt8(truncatingIfNeeded: first.value)
      switch ascii {
      case UInt8(ascii: "a")...UInt8(ascii: "z"): return contains(.asciiLowercase)
      case UInt8(ascii: "A")...UInt8(ascii: "Z"): return contains(.asciiUppercase)
      case UInt8(ascii: "0")...UInt8(ascii: "9"): return !isDisjoint(with: [.asciiDigits, .decimalPad])
      case UInt8(ascii: "."):
        if contains(.decimalPad) { return true }
      default: break
      }
      // "\r\n" is one Character, a newline.
      if ascii == 0x0A || ascii == 0x0D || ascii == 0x20 || (0x21...0x7E).contains(ascii) {
        if contains(.englishPunctuation) { return true }
      }
      return contains(.whitespace) && UnicodeProperties.isWhiteSpace(first.value)
    }
    if contains(.hanIdeographs), character.isHanIdeograph { return true }
    if contains(.interpuncts), single, first.isNameInterpunct { return true }
    // White_Space as `Character.isWhitespace` decides it: the first scalar
    // (a space with a mark on it is whitespace), of one Character.
    return contains(.whitespace) && UnicodeProperties.isWhiteSpace(first.value) && character.graphemeClusters.count == 1
  }
}

extension StringProtocol {
  /// A Script=Han scalar, optionally followed by variation selectors.
  var isHanIdeograph: Bool {
    var scalars = unicodeScalars.makeIterator()
    guard let first = scalars.next(), first.isHanScript else { return false }
    while let next = scalars.next() {
      if !next.isVariationSelector { return false }
    }
    return true
  }
}

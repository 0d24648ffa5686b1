extension EmojiShortcodes {
  /// The shortcode (without colons) for a CLDR short name from
  /// `emoji-test.txt`:
  ///
  /// 1. ASCII letters are lowercased; digits, `#` and `*` are kept
  ///    (`keycap: #` → `keycap_#`).
  /// 2. Latin letters with diacritics become their base letter, lowercased
  ///    (`piñata` → `pinata`, `Åland` → `aland`, `Curaçao` → `curacao`): the
  ///    letter canonically equivalent to an ASCII letter plus one combining
  ///    mark (U+0300…U+036F). Any other non-ASCII letter or digit would be
  ///    kept as is, lowercased (none occurs in Emoji 17.0; a test checks that
  ///    every shortcode is ASCII).
  /// 3. `&` becomes the word `and` (`Bosnia & Herzegovina` →
  ///    `bosnia_and_herzegovina`).
  /// 4. Apostrophes, quotation marks, `.` and `!` are dropped inside words
  ///    (`man’s shoe` → `mans_shoe`, `Côte d’Ivoire` → `cote_divoire`,
  ///    `U.S. Virgin Islands` → `us_virgin_islands`, `ON! arrow` → `on_arrow`).
  /// 5. Everything else — spaces, `:`, `,`, `-`, parentheses — separates
  ///    words; each run of separators becomes one `_`, none at either end
  ///    (`flag: United States` → `flag_united_states`, `T-Rex` → `t_rex`,
  ///    `A button (blood type)` → `a_button_blood_type`).
  ///
  /// ```swift
  /// EmojiShortcodes.shortcode(forName: "thumbs up: medium skin tone")   // "thumbs_up_medium_skin_tone"
  /// EmojiShortcodes.shortcode(forName: "flag: São Tomé & Príncipe")     // "flag_sao_tome_and_principe"
  /// ```
  public static func shortcode(forName name: some StringProtocol) -> String {
    var result = ""
    var pendingSeparator = false
    func append(_ text: String) {
      if pendingSeparator, !result.isEmpty { result += "_" }
      pendingSeparator = false
      result += text
    }
    for character in name {
      switch character {
      case "’", "'", "‘", "“", "”", "\"", ".", "!":
        continue
      case "&":
        pendingSeparator = true
        append("and")
        pendingSeparator = true
      case "#", "*":
        append(String(character))
      default:
        if character.isASCII {
          if character.isLetter || character.isNumber {
            append(character.lowercased())
          } else {
            pendingSeparator = true
          }
        } else if character.isLetter || character.isNumber {
          append(asciiBaseLetter(of: character).map(String.init) ?? character.lowercased())
        } else {
          pendingSeparator = true
        }
      }
    }
    return result
  }

  /// The lowercase ASCII letter `character` is canonically equivalent to
  /// with one combining diacritic (U+0300…U+036F) after it, if any: `ñ` → `n`.
  /// Swift compares Characters by canonical equivalence, which gives the
  /// canonical decomposition without Foundation or ICU.
  static func asciiBaseLetter(of character: Character) -> Character? {
    // Only an ASCII letter followed by marks, or a precomposed letter of the
    // Latin blocks (Latin-1 Supplement, Latin Extended-A and -B, Latin
    // Extended Additional), can be canonically equivalent to one: skip the
    // comparisons for everything else (a Chinese name's Han characters).
    guard let first = character.unicodeScalars.first,
      first.isASCII || (0xC0...0x24F).contains(first.value) || (0x1E00...0x1EFF).contains(first.value)
    else { return nil }
    for base in "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ".unicodeScalars {
      for mark in 0x300...0x36F {
        var candidate = String(base)
        candidate.unicodeScalars.append(Unicode.Scalar(UInt32(mark))!)
        if Character(candidate) == character { return Character(base.properties.lowercaseMapping) }
      }
    }
    return nil
  }
}

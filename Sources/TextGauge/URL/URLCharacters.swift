// The character classes of twitter-text's URL pattern (its
// `regexp/*.js`, as twitter-text-parser 3.0.0 carries them), one function
// each, written from the classes' definitions. The pattern matches without
// case, so every ASCII letter class holds both cases.

enum URLCharacters {
  /// `A`…`Z` as `a`…`z`; a non-ASCII scalar as its one-scalar lowercase
  /// mapping (the generated `lowercaseRuns`, from the Unicode of the
  /// toolchain that generated them), so `РФ` finds `рф`; itself when it has
  /// none.
  package static func lowercased(_ c: UInt32) -> UInt32 {
    if c < 0x80 { return c &- 0x41 < 26 ? c | 0x20 : c }
    return lowercaseRuns.withUnsafeBufferPointer { words in
      words.withMemoryRebound(to: (first: UInt32, last: UInt32, delta: UInt32).self) { runs in
        // The first run whose last scalar is at or after `c`.
        let index = UTF8Bytes.partitionPoint(runs) { $0.last & 0x7FFF_FFFF < c }
        guard index < runs.count, runs[index].first <= c else { return c }
        let stride = runs[index].last &>> 31 + 1
        return (c - runs[index].first) % stride == 0 ? c &+ runs[index].delta : c
      }
    }
  }

  static func isASCIILetter(_ c: UInt32) -> Bool { (c | 0x20) &- 0x61 < 26 }
  static func isDigit(_ c: UInt32) -> Bool { c &- 0x30 < 10 }
  static func isASCIIAlphanumeric(_ c: UInt32) -> Bool { isASCIILetter(c) || isDigit(c) }

  /// `punct`: ``!'#%&()*+,\-./:;<=>?@[]^_{|}~$`` (not `"` or backquote).
  static func isPunctuation(_ c: UInt32) -> Bool {
    switch c {
    case 0x21, 0x23...0x2F, 0x3A...0x40, 0x5B...0x5F, 0x7B...0x7E: true
    default: false
    }
  }

  /// `spaces_group`: U+0009…U+000D, space, U+0085, U+00A0, U+1680, U+180E,
  /// U+2000…U+200A, U+2028, U+2029, U+202F, U+205F, U+3000.
  static func isSpace(_ c: UInt32) -> Bool {
    switch c {
    case 0x09...0x0D, 0x20, 0x85, 0xA0, 0x1680, 0x180E, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000: true
    default: false
    }
  }

  /// `invalid_chars_group`: U+FFFE, U+FEFF, U+FFFF.
  static func isInvalid(_ c: UInt32) -> Bool { c == 0xFFFE || c == 0xFEFF || c == 0xFFFF }

  /// `directional_markers_group`: U+202A…U+202E, U+061C, U+200E, U+200F,
  /// U+2066…U+2069.
  static func isDirectionalMarker(_ c: UInt32) -> Bool {
    switch c {
    case 0x202A...0x202E, 0x061C, 0x200E, 0x200F, 0x2066...0x2069: true
    default: false
    }
  }

  /// `valid_domain_chars`: anything but punctuation, spaces, the invalid
  /// characters and directional markers (so letters of every script, marks,
  /// emoji and ZWJ).
  static func isDomain(_ c: UInt32) -> Bool {
    !(isPunctuation(c) || isSpace(c) || isInvalid(c) || isDirectionalMarker(c))
  }

  /// `valid_url_preceding_chars`: what may stand before a URL, anything but
  /// an ASCII letter or digit, `@ ＠ $ # ＃` and the invalid characters.
  static func mayPrecede(_ c: UInt32) -> Bool {
    !(isASCIIAlphanumeric(c) || c == 0x40 || c == 0xFF20 || c == 0x24 || c == 0x23 || c == 0xFF03 || isInvalid(c))
  }

  /// Whether a top-level domain may begin with `c`: none of the lists'
  /// begins with an ASCII digit (`WeightedPrefixBruteForceTests` reads
  /// them), so a dot before one ends no domain (`3.5`).
  static func mayBeginTopLevelDomain(_ c: UInt32) -> Bool { !isDigit(c) }

  /// The lookahead after a top-level domain: `[0-9a-zA-Z@+-]` may not follow.
  static func blocksDomainEnd(_ c: UInt32) -> Bool { isASCIIAlphanumeric(c) || c == 0x40 || c == 0x2B || c == 0x2D }

  /// `latin_accent_chars`: U+00C0…U+024F but × and ÷, a few IPA letters,
  /// U+02BB, the combining diacritics U+0300…U+036F and U+1E00…U+1EFF.
  static func isLatinAccent(_ c: UInt32) -> Bool {
    switch c {
    case 0xC0...0xD6, 0xD8...0xF6, 0xF8...0x24F, 0x253, 0x254, 0x256, 0x257, 0x259, 0x25B, 0x263, 0x268, 0x26F,
      0x272, 0x289, 0x28B, 0x2BB, 0x300...0x36F, 0x1E00...0x1EFF:
      true
    default: false
    }
  }

  static func isCyrillic(_ c: UInt32) -> Bool { c &- 0x400 < 0x100 }

  /// `valid_general_url_path_chars`: letters and digits (ASCII, Cyrillic,
  /// accented Latin), ``!*';:=+,.$/%#[]-–_~@|&``.
  static func isPath(_ c: UInt32) -> Bool {
    if isASCIIAlphanumeric(c) || isCyrillic(c) || isLatinAccent(c) { return true }
    switch c {
    case 0x21, 0x2A, 0x27, 0x3B, 0x3A, 0x3D, 0x2B, 0x2C, 0x2E, 0x24, 0x2F, 0x25, 0x23, 0x5B, 0x5D, 0x2D, 0x2013,
      0x5F, 0x7E, 0x40, 0x7C, 0x26:
      return true
    default: return false
    }
  }

  /// `valid_url_path_ending_chars` but the balanced parentheses: letters and
  /// digits (ASCII, Cyrillic, accented Latin), `+-=_#/`.
  static func endsPath(_ c: UInt32) -> Bool {
    isASCIIAlphanumeric(c) || isCyrillic(c) || isLatinAccent(c)
      || c == 0x2B || c == 0x2D || c == 0x3D || c == 0x5F || c == 0x23 || c == 0x2F
  }

  /// `valid_url_query_chars`: ASCII letters and digits, ``!?*'@();:&=+$/%#[]-_.,~|``.
  static func isQuery(_ c: UInt32) -> Bool {
    if isASCIIAlphanumeric(c) { return true }
    switch c {
    case 0x21, 0x3F, 0x2A, 0x27, 0x40, 0x28, 0x29, 0x3B, 0x3A, 0x26, 0x3D, 0x2B, 0x24, 0x2F, 0x25, 0x23, 0x5B, 0x5D,
      0x2D, 0x5F, 0x2E, 0x2C, 0x7E, 0x7C:
      return true
    default: return false
    }
  }

  /// `valid_url_query_ending_chars`: ASCII letters and digits, `-_&=#/`.
  static func endsQuery(_ c: UInt32) -> Bool {
    isASCIIAlphanumeric(c) || c == 0x2D || c == 0x5F || c == 0x26 || c == 0x3D || c == 0x23 || c == 0x2F
  }

  /// The class of an ASCII-only domain's labels: `[-a-z0-9]` and accented
  /// Latin.
  static func isASCIIDomainLabel(_ c: UInt32) -> Bool { isASCIIAlphanumeric(c) || c == 0x2D || isLatinAccent(c) }

  /// `valid_punycode`'s tail: `[-0-9a-z]`.
  static func isPunycode(_ c: UInt32) -> Bool { isASCIIAlphanumeric(c) || c == 0x2D }
}

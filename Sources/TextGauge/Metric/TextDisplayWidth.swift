// The display width of text, public face: a metric (`TextMetric.displayWidth`),
// whose kernel runs the scan of Width/DisplayWidthScan.swift. Here, above
// Width/, because measuring and truncating text are the metric's.

extension Character {
  /// The width of this Character (extended grapheme cluster) in columns.
  ///
  /// ```swift
  /// Character("中").displayWidth()          // 2
  /// Character("e\u{301}").displayWidth()    // 1
  /// Character("👨‍👩‍👧").displayWidth()        // 2
  /// Character("❤").displayWidth()           // 1: text presentation by default
  /// Character("❤️").displayWidth()          // 2: U+FE0F asks for the emoji
  /// ```
  public func displayWidth(ambiguous: AmbiguousWidth = .narrow) -> Int {
    String(self).displayWidth(ambiguous: ambiguous)
  }
}

extension StringProtocol {
  /// The width of the text in columns of a monospaced display.
  ///
  /// East Asian wide and fullwidth characters take 2 columns; combining
  /// marks, format and control characters, Hangul medial vowels and final
  /// consonants after their leading consonant take 0; an emoji (a ZWJ family, a flag, a keycap, a skin
  /// tone sequence, `❤️`) takes 2; everything else 1. See
  /// ``TextMetric/displayWidth(ambiguous:)``.
  ///
  /// ```swift
  /// "中文abc".displayWidth()                 // 7
  /// "👨‍👩‍👧‍👦 ok".displayWidth()                 // 5
  /// "한글".displayWidth()                    // 4 (precomposed or as jamo)
  /// "Ω".displayWidth(ambiguous: .wide)      // 2
  /// ```
  @_specialize(where Self == String)
  @_specialize(where Self == Substring)
  public func displayWidth(ambiguous: AmbiguousWidth = .narrow) -> Int {
    TextMetric.displayWidth(ambiguous: ambiguous).measure(self)
  }

  /// The text padded with `pad` to `width` columns, for aligned columns in
  /// tables and terminals. A text already `width` columns wide or wider is
  /// returned unchanged (truncate it first with
  /// ``TextMetric/truncated(_:fitting:ellipsis:)``).
  ///
  /// ```swift
  /// "中文".padding(toDisplayWidth: 6)                     // "中文  "
  /// "中文".padding(toDisplayWidth: 6, alignment: .right)  // "  中文"
  /// "ab".padding(toDisplayWidth: 5, alignment: .center)   // " ab  " (the odd column goes right)
  /// "王".padding(toDisplayWidth: 8, pad: "\u{3000}")      // "王\u{3000}\u{3000}\u{3000}": 8 columns
  /// "王".padding(toDisplayWidth: 7, pad: "\u{3000}")      // "王\u{3000}\u{3000} ": 7 columns
  /// ```
  ///
  /// The result is never wider than `width`. A pad of `w` columns fills
  /// what it can of each side (`n / w` pads) and spaces fill the rest, on
  /// the side away from the text; U+3000 IDEOGRAPHIC SPACE, 2 columns
  /// (East_Asian_Width F, UAX #11), is the natural pad of a Chinese table.
  /// A pad of no width (a combining mark, a format character) or one that
  /// would join the text or itself into other Characters (a regional
  /// indicator pairs with the next) cannot fill columns: spaces pad instead.
  ///
  /// - Parameters:
  ///   - width: The width in columns to fill.
  ///   - alignment: Where the text goes: `.left` pads on the right.
  ///   - pad: The padding Character (a space by default).
  ///   - ambiguous: How to count ambiguous characters.
  public func padding(
    toDisplayWidth width: Int, alignment: ColumnAlignment = .left, pad: Character = " ",
    ambiguous: AmbiguousWidth = .narrow
  ) -> String {
    let missing = width - displayWidth(ambiguous: ambiguous)
    guard missing > 0 else { return String(self) }
    let (left, right): (Int, Int)
    switch alignment {
    case .left: (left, right) = (0, missing)
    case .right: (left, right) = (missing, 0)
    case .center: (left, right) = (missing / 2, missing - missing / 2)
    }
    let padWidth = String(pad).displayWidth(ambiguous: ambiguous)
    // `columns` columns of padding: pads, and spaces for the remainder,
    // the spaces on the outer side.
    func fill(_ columns: Int, spacesFirst: Bool, with pad: Character, of padWidth: Int) -> String {
      guard padWidth > 0 else { return String(repeating: " ", count: columns) }
      let pads = String(repeating: pad, count: columns / padWidth)
      let spaces = String(repeating: " ", count: columns % padWidth)
      return spacesFirst ? spaces + pads : pads + spaces
    }
    let padded = fill(left, spacesFirst: true, with: pad, of: padWidth) + self
      + fill(right, spacesFirst: false, with: pad, of: padWidth)
    // A pad that joins its neighbours (a regional indicator pairs into a
    // flag, a mark extends the text) would not add its own width: check
    // the result, and pad with spaces when it is not exactly `width`.
    if pad == " " || padded.displayWidth(ambiguous: ambiguous) == width { return padded }
    return fill(left, spacesFirst: true, with: " ", of: 1) + self + fill(right, spacesFirst: false, with: " ", of: 1)
  }

  /// The text cut to `width` columns with `ellipsis` (`…`) at the end, or
  /// unchanged when it fits; never splits a Character. See
  /// ``TextMetric/truncated(_:fitting:ellipsis:)``.
  ///
  /// ```swift
  /// "中文字符串".truncated(toDisplayWidth: 7)   // "中文字…"
  /// "中文".truncated(toDisplayWidth: 4)        // "中文"
  /// ```
  public func truncated(
    toDisplayWidth width: Int, ellipsis: String = "…", ambiguous: AmbiguousWidth = .narrow
  ) -> String {
    TextMetric.displayWidth(ambiguous: ambiguous).truncated(self, fitting: width, ellipsis: ellipsis)
  }
}

/// Where ``Swift/StringProtocol/padding(toDisplayWidth:alignment:pad:ambiguous:)``
/// puts the text in its column.
public enum ColumnAlignment: Sendable, Hashable {
  /// Text first, padding after.
  case left
  /// Padding first, text after.
  case right
  /// Padding on both sides; an odd column goes to the right.
  case center
}

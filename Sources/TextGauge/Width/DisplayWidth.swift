// Display width: how many columns of a monospaced terminal, table or
// receipt printer a text takes, from Unicode's East_Asian_Width (UAX #11),
// the zero-width classes and the emoji sequences of UTS #51. The per-code-
// point rules are in the generator (Sources/TableGenKit/Models/DisplayWidthModel.swift).
// This file is the public face of a scalar's width; the scan of text, with
// the sequence rules, is DisplayWidthScan.swift; the width of text, a
// metric, is Metric/TextDisplayWidth.swift.

/// How East_Asian_Width A ("ambiguous") characters count: Greek and Cyrillic
/// letters, `±`, `°`, `①`, box drawing, private use characters.
///
/// UAX #11 (Recommendations) says to treat them as narrow unless the context is East Asian
/// (a CJK locale, a terminal set to "ambiguous width: wide", a CJK font).
///
/// ```swift
/// "±1°".displayWidth()                    // 3
/// "±1°".displayWidth(ambiguous: .wide)    // 5
/// ```
public enum AmbiguousWidth: Sendable, Hashable {
  /// One column (the default, and what most terminals do).
  case narrow
  /// Two columns, for East Asian contexts.
  case wide
}

extension Unicode.Scalar {
  /// The width of this scalar alone, in columns: 2 for East_Asian_Width W
  /// and F, 0 for marks, format, control and default-ignorable characters,
  /// 1 otherwise (ambiguous characters 1 or 2 as `ambiguous` says). A Hangul
  /// medial vowel or final consonant alone joins no syllable block and
  /// takes 1; in text after its leading consonant it takes 0.
  ///
  /// A scalar's width ignores the sequence around it; measure text with
  /// ``Swift/StringProtocol/displayWidth(ambiguous:)``, which takes emoji
  /// sequences as a whole.
  ///
  /// ```swift
  /// ("中" as Unicode.Scalar).displayWidth()                  // 2
  /// ("a" as Unicode.Scalar).displayWidth()                   // 1
  /// ("\u{301}" as Unicode.Scalar).displayWidth()             // 0: combining acute accent
  /// ("\u{1161}" as Unicode.Scalar).displayWidth()            // 1: a vowel jamo alone
  /// ("°" as Unicode.Scalar).displayWidth(ambiguous: .wide)   // 2
  /// ```
  public func displayWidth(ambiguous: AmbiguousWidth = .narrow) -> Int {
    let value = DisplayWidth.lookup(value)
    // Alone, a Hangul vowel or final jamo joins no syllable block.
    let part = UInt64(value &>> displayWidthSyllableShift & displayWidthSyllableMask)
    let alone = Int(truncatingIfNeeded: displayWidthStandaloneJamo &>> (part &<< 3)) & 1
    return DisplayWidth.width(of: value, ambiguousWide: ambiguous == .wide) + alone
  }
}

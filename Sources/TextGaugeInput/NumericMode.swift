/// Numeric fields: only ASCII digits, or a decimal number.
///
/// A numeric mode replaces ``InputRules/allowedCharacters``: only "0"…"9"
/// (and, for ``decimal(maxIntegerDigits:maxFractionDigits:)``, one ".")
/// pass. In both modes "…" (U+2026, what autocorrect makes of "...") rejects
/// the whole edit, so the previous text is restored instead of losing the
/// replaced characters.
///
/// ```swift
/// let amount = InputRules(numericMode: .decimal(maxIntegerDigits: 9, maxFractionDigits: 2))
/// amount.evaluate("", replacingUTF16Location: 0, length: 0, with: " 1,234.56 ")
/// // .adjusted(text: "1234.56", caretUTF16Offset: 7, reasons: [...])
/// ```
///
/// A number is never altered: in both modes an edit is accepted as typed,
/// adjusted only by the normalisations below (which keep the value), or
/// rejected. It is never cut to fit ``InputRules/maxLength``: a paste that
/// does not fit is rejected whole and the field keeps its text (`836` with
/// `2.` typed at offset 2 under a 4-character limit is rejected, never
/// `8326`; `94` pasted under a limit of 1 is rejected, never `9`).
///
/// Decisions for decimal fields (each is tested):
/// - A second "." is a ``InputViolation/secondDecimalPoint``: typed or in a
///   paste, the edit is rejected ("1.2.3" is not one number).
/// - A leading "." becomes "0." (typing "." into an empty field gives "0."
///   with the caret after the point).
/// - Redundant leading zeros are removed: "00" becomes "0", "007" becomes
///   "7", "00.5" becomes "0.5". Typing "0" into "0" is rejected (the text
///   would not change); typing "7" into "0" gives "7". Deletions are never
///   changed, so deleting "1" from "100" leaves "00" until the next edit.
/// - Grouping commas and surrounding spaces in a paste are removed as
///   disallowed characters: "1,234.5" gives "1234.5", " 12.30 " gives
///   "12.30" (trailing zeros are kept: the engine edits text, not values).
///   The same holds in digits mode: "+1 (555) 01" pasted gives "155501".
/// - Too many fraction digits: rejected, typed or pasted. With
///   ``InputRules/cutsSurplusPastedFractionDigits`` set, the surplus
///   inserted fraction digits of a paste are cut (not rounded): "3.14159"
///   gives "3.14"; when even the inserted "." cannot be placed (it would
///   leave too many digits after it), the edit is still rejected.
/// - Too many integer digits is always rejected, never cut: cutting
///   "1234567890" to "123456789" would change the amount tenfold.
/// - `maxIntegerDigits` below 1 counts as 1 (the "0" of "0.5");
///   `maxFractionDigits` 0 disallows ".".
///
/// Digits-only fields keep leading zeros ("007" is a valid PIN).
public enum NumericMode: Sendable, Hashable {
  /// Only ASCII digits "0"…"9"; limit their number with ``InputRules/maxLength``.
  case digits
  /// A decimal number with at most `maxIntegerDigits` digits before the "."
  /// and `maxFractionDigits` after it, e.g. `.decimal(maxIntegerDigits: 9,
  /// maxFractionDigits: 2)` for an amount.
  case decimal(maxIntegerDigits: Int, maxFractionDigits: Int)
}

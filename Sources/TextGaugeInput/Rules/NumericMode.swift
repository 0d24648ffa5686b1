/// Numeric fields: a string of digits, or a decimal number.
///
/// A numeric mode replaces ``InputRules/allowedCharacters``: the field holds
/// only "0"…"9" (and, for ``decimal(maxIntegerDigits:maxFractionDigits:)``,
/// one "."). What is typed or pasted is first read as a number:
///
/// - **Forms people type are what they meant.** Full-width digits
///   U+FF10–U+FF19 are digits; "．" U+FF0E, "。" U+3002 (the "." key of a
///   Chinese keyboard) and "｡" U+FF61 are the decimal point; U+3000 is a
///   space, "，" U+FF0C a comma, "＋" "－" "（" "）" "＄" "￥" "￡" their ASCII
///   or Latin-1 characters. Each full-width form is the one whose Unicode
///   decomposition is `<wide>` of that character (East_Asian_Width F,
///   UAX #11), U+FF61 is `<narrow>` U+3002. The field holds ASCII and the
///   caret goes after the mapped text; when mapping is the only change the
///   decision is ``InputDecision/adjusted(text:caretUTF16Offset:violations:)``
///   with no violations. Other scripts' digits are disallowed Characters.
/// - **A number is never altered.** Every change keeps the value; anything
///   else rejects the edit whole, so the field keeps its text.
///
/// ```swift
/// let amount = InputRules(numericMode: .decimal(maxIntegerDigits: 9, maxFractionDigits: 2))
/// amount.evaluate("", replacingUTF16Location: 0, length: 0, with: "１２。５")
/// // .adjusted(text: "12.5", caretUTF16Offset: 4, violations: [])
/// amount.evaluate("", replacingUTF16Location: 0, length: 0, with: "¥1,234.50")
/// // .adjusted(text: "1234.50", caretUTF16Offset: 7, violations: [.disallowedCharacter("¥"), .disallowedCharacter(",")])
/// amount.evaluate("", replacingUTF16Location: 0, length: 0, with: "12,5")
/// // .reject([.disallowedCharacter(",")]): a decimal comma, not a thousands separator
/// ```
///
/// How a decimal field reads an insertion (the reference reading that the
/// tests check random pastes against), after mapping the forms:
/// 1. whitespace at both ends is removed; whitespace inside rejects
///    (`" 1 234,56"` is rejected, never `123456`);
/// 2. a leading "+" is removed; a minus sign ("-", "−", "－") rejects:
///    there are no negative amounts;
/// 3. one currency sign, "$" "¥" "£" "€" first or last, or "元" last, is
///    removed with the whitespace beside it (`"¥12.50"` and `"12.5 元"`
///    give `12.50` and `12.5`: the field's currency is the app's); a sign
///    anywhere else, or two, reject;
/// 4. what is left must hold only digits, "," and "." (an exponent `1e3`,
///    a letter, an emoji reject), and at most one "." (`"1.2.3"` is
///    rejected with ``InputViolation/secondDecimalPoint``, as is a "."
///    where the field has one);
/// 5. commas are removed only when they are thousands separators: the
///    digits before the "." grouped as 1 to 3 digits then groups of 3
///    (`1,234,567.8`), and none after the ".". Otherwise (`12,5`, `1,2,3`,
///    `1,234,56`, a decimal comma) the edit is rejected with
///    ``InputViolation/disallowedCharacter(_:)`` ",".
///
/// Removed Characters are reported as ``InputViolation/disallowedCharacter(_:)``.
/// Then the number is normalized, and its limits checked:
/// - A leading "." becomes "0." (typing "." into an empty field gives "0."
///   with the caret after the point).
/// - Redundant leading zeros are removed: "00" becomes "0", "007" becomes
///   "7", "00.5" becomes "0.5". Typing "0" into "0" is rejected (the text
///   would not change); typing "7" into "0" gives "7". Deletions are never
///   changed, so deleting "1" from "100" leaves "00" until the next edit.
///   Trailing zeros are kept (`"12.30"`): the engine edits text, not values.
/// - Too many fraction digits: rejected, typed or pasted (`"3.14159"` and
///   `" 1,234.567 "` in a two-decimal field). With
///   ``InputRules/cutsSurplusPastedFractionDigits`` set, the surplus
///   inserted fraction digits of a paste are cut (not rounded): "3.14159"
///   gives "3.14"; when even the inserted "." cannot be placed (it would
///   leave too many digits after it), the edit is still rejected.
/// - Too many integer digits is always rejected, never cut: cutting
///   "1234567890" to "123456789" would change the amount tenfold.
/// - `maxIntegerDigits` below 1 counts as 1 (the "0" of "0.5");
///   `maxFractionDigits` 0 disallows ".".
/// - A number is never cut to fit ``InputRules/maxLength``: a paste that
///   does not fit is rejected whole (`836` with `2.` typed at offset 2
///   under a 4-character limit is rejected, never `8326`).
///
/// A digits field holds a string of digits (a code, a phone number), not a
/// quantity: spaces, "(", ")", "+" and a "-" after a digit only format it
/// and are removed (`"+1 (555) 010-9999"` gives `15550109999`,
/// `"１３８－００１３－８０００"` gives `13800138000`); a "-" before the
/// first digit is a minus sign and rejects, as do ".", letters and any other
/// Character (`"1.5"` is never `15`, `"1e3"` never `13`). Leading zeros are
/// kept (`"007"` is a valid PIN). For a whole-number quantity use
/// `.decimal(maxIntegerDigits: n, maxFractionDigits: 0)`.
///
/// In both modes "…" (U+2026, what autocorrect makes of "...") rejects the
/// whole edit (``InputViolation/ellipsisInNumber``), so the previous text is
/// restored instead of losing the replaced characters.
public enum NumericMode: Sendable, Hashable {
  /// Only ASCII digits "0"…"9"; limit their number with ``InputRules/maxLength``.
  case digits
  /// A decimal number with at most `maxIntegerDigits` digits before the "."
  /// and `maxFractionDigits` after it, e.g. `.decimal(maxIntegerDigits: 9,
  /// maxFractionDigits: 2)` for an amount.
  case decimal(maxIntegerDigits: Int, maxFractionDigits: Int)
}

/// A code point in upper-case hex, at least four digits (`1F44D`, `00A9`):
/// the notation of the Unicode Standard (`U+00A9`) and of its data files,
/// shared by every target that names scalars in messages and JSON.
package func hexDigits(_ value: UInt32) -> String {
  let digits = String(value, radix: 16, uppercase: true)
  // ASCII: one Character per byte, counted without grapheme breaking.
  return String(repeating: "0", count: max(0, 4 - digits.utf8.count)) + digits
}

/// How a query of ASCII letters and spaces matches a folded key, decided
/// as the runtime's `EmojiSearchMatcher.match` decides it, so that the
/// index can answer such a query from a posting list without the matcher
/// (`EmojiSearchIndexTables`: a query that is exactly a listed letter
/// n-gram, or two letters with a space between them).
///
/// The rules (the runtime's `EmojiSearchMatcher.consume`): a query scalar
/// equal to the key's consumes one key position; a query space may also
/// fall before or after a Han character without consuming it; a letter at a
/// Han character may consume one of its readings (kMandarin toneless, or
/// kCantonese with a tone number the query may type) as a full syllable,
/// as its initial (the first letter, or pinyin's `zh` `ch` `sh`,
/// Jyutping's `gw` `kw` `ng`), or, last in the query, as the start of a
/// syllable. The query matches from the key's start (whole when it ends at
/// the key's end, else prefix) or from a later match start
/// (`EmojiAnnotationModel.isMatchStart`: inner). `EmojiSearchIndexTests`
/// checks every posting's kind against the runtime's matcher.
public enum EmojiSearchQueryKinds {
  /// 0 whole, 1 prefix, 2 from a later match start, 3 no match: as a
  /// scalar posting's kind.
  public static func kind(of query: [UInt32], in key: [UInt32], readings: [UInt32: [[UInt8]]]) -> UInt8 {
    guard !query.isEmpty, key.count <= EmojiSearchIndexTables.maximumKeyLength else { return 3 }
    for start in key.indices where EmojiAnnotationModel.isMatchStart(key, start) {
      let reached = consume(query, 0, key, start, readings)
      if start == 0 {
        if reached & 2 != 0 { return 0 }
        if reached & 1 != 0 { return 1 }
      } else if reached & 1 != 0 {
        return 2
      }
    }
    return 3
  }

  static func isHan(_ value: UInt32) -> Bool { value >= 0x2E80 }
  static func isLetter(_ value: UInt32) -> Bool { (0x61...0x7A).contains(value) }
  static func isDigit(_ value: UInt8) -> Bool { (0x30...0x39).contains(value) }

  /// Bit 0: the query from `i` is consumed by the key from `j`; bit 1: it
  /// is, ending exactly at the key's end.
  static func consume(
    _ query: [UInt32], _ i: Int, _ key: [UInt32], _ j: Int, _ readings: [UInt32: [[UInt8]]]
  ) -> UInt8 {
    if i == query.count { return j == key.count ? 3 : 1 }
    if j == key.count { return 0 }
    let q = query[i], k = key[j]
    var result: UInt8 = 0
    if q == k { result |= consume(query, i + 1, key, j + 1, readings) }
    if result == 3 { return result }
    if q == 0x20, isHan(k) || (j > 0 && isHan(key[j - 1])) { result |= consume(query, i + 1, key, j, readings) }
    guard isHan(k), isLetter(q) else { return result }
    let left = query.count - i
    for reading in readings[k] ?? [] {
      var letters = reading.count
      if letters > 0, isDigit(reading[letters - 1]) { letters -= 1 }
      guard letters > 0 else { continue }
      var same = 0
      while same < letters, same < left, UInt32(reading[same]) == query[i + same] { same += 1 }
      if same == letters {
        result |= consume(query, i + letters, key, j + 1, readings)
        if letters < reading.count, left > letters, query[i + letters] == UInt32(reading[letters]) {
          result |= consume(query, i + letters + 1, key, j + 1, readings)
        }
      }
      if left < letters, same == left { result |= 1 }
      if UInt32(reading[0]) == q {
        result |= consume(query, i + 1, key, j + 1, readings)
        if letters > 2, left >= 2, query[i + 1] == UInt32(reading[1]),
          EmojiSearchIndexTables.isTwoLetterInitial(reading[0], reading[1])
        {
          result |= consume(query, i + 2, key, j + 1, readings)
        }
      }
    }
    return result
  }
}

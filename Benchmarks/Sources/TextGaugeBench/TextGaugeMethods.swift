import TextGauge

/// The TextGauge calls under test, each as an app would write it.
enum TextGaugeMethods {
  @inline(never)  // a symbol of its own, for callgrind --toggle-collect
  static func gb18030ByteCount(_ text: String) -> Int {
    GB18030.byteCount(of: text)
  }

  /// The same count through the buffer entry point (non-generic over the
  /// text type), for comparison.
  @inline(never)  // a symbol of its own, for callgrind --toggle-collect
  static func gb18030ByteCountOfUTF8Buffer(_ text: String) -> Int {
    text.utf8.withContiguousStorageIfAvailable { GB18030.byteCount(decoding: $0, as: UTF8.self) } ?? 0
  }

  @inline(never)  // a symbol of its own, for callgrind --toggle-collect
  static func emojiCount(_ text: String) -> Int {
    text.emojiCount(policy: .standard)
  }

  /// Characters as the data's Unicode version defines them (UAX #29).
  @inline(never)  // a symbol of its own, for callgrind --toggle-collect
  static func characterCount(_ text: String) -> Int {
    TextMetric.characters.measure(text)
  }

  static let chineseMetric = TextMetric.gb18030(.gb2022)

  /// The longest prefix within `budget` GB18030 bytes; the answer is its
  /// length in UTF-8 bytes.
  @inline(never)  // a symbol of its own, for callgrind --toggle-collect
  static func prefixFitting(_ text: String, budget: Int) -> Int {
    chineseMetric.prefix(text, fitting: budget).utf8.count
  }

  static func measureGB18030(_ text: some StringProtocol) -> Int {
    chineseMetric.measure(text)
  }

  @inline(never)  // a symbol of its own, for callgrind --toggle-collect
  static func displayWidth(_ text: String) -> Int {
    text.displayWidth()
  }

  /// The definition, one Character at a time: each Character measured
  /// alone, never less than its first scalar.
  static func displayWidthPerCharacter(_ text: String) -> Int {
    var total = 0
    for character in text {
      total += max(character.displayWidth(), character.unicodeScalars.first!.displayWidth())
    }
    return total
  }
}

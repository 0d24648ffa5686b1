import TextGauge

/// The TextGauge calls under test, each as an app would write it.
enum TextGaugeMethods {
  static func gb18030ByteCount(_ text: String) -> Int {
    GB18030.byteCount(of: text)
  }

  static func emojiCount(_ text: String) -> Int {
    text.emojiCount(policy: .standard)
  }

  static let chineseMetric = TextMetric.gb18030(.gb2022)

  /// The longest prefix within `budget` GB18030 bytes; the answer is its
  /// length in UTF-8 bytes.
  static func prefixFitting(_ text: String, budget: Int) -> Int {
    chineseMetric.prefix(text, fitting: budget).utf8.count
  }

  static func measureGB18030(_ text: some StringProtocol) -> Int {
    chineseMetric.measure(text)
  }
}

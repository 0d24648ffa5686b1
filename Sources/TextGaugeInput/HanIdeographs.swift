import TextGauge

extension Unicode.Scalar {
  /// Has `Unified_Ideograph`: a Han ideograph. From TextGauge's generated
  /// tables (PropList.txt of the Data/ucd version), not from the standard
  /// library's `properties.isUnifiedIdeograph`, whose data depends on the OS
  /// release the app runs on.
  var isHanUnifiedIdeograph: Bool { UnicodeProperties.isUnifiedIdeograph(value) }

  /// A standardized or ideographic variation selector (U+FE00…U+FE0F,
  /// U+E0100…U+E01EF), which may follow a Han ideograph in one Character.
  var isVariationSelector: Bool {
    (0xFE00...0xFE0F).contains(value) || (0xE0100...0xE01EF).contains(value)
  }
}

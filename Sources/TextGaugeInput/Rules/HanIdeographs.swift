import TextGauge

extension Unicode.Scalar {
  /// Has `Unified_Ideograph`: a Han ideograph. From TextGauge's generated
  /// tables (PropList.txt of the Data/ucd version), not from the standard
  /// library's `properties.isUnifiedIdeograph`, whose data depends on the OS
  /// release the app runs on.
  var isHanUnifiedIdeograph: Bool { UnicodeProperties.isUnifiedIdeograph(value) }

  /// Has Script=Han (Scripts.txt of the Data/ucd version, UAX #24): the
  /// ideographs and 々 U+3005, 〇 U+3007, the radicals and the other Han
  /// characters. 〆 U+3006 and the interpuncts are Script=Common.
  var isHanScript: Bool { UnicodeProperties.isHanScript(value) }

  /// An interpunct that input methods type between the parts of a
  /// transliterated or minority name (阿卜杜·热合曼, 玛丽·居里):
  /// - U+00B7 MIDDLE DOT: what Chinese input methods type (the "`" key in
  ///   Chinese mode), and GB 18030's A1A4;
  /// - U+0387 GREEK ANO TELEIA: canonically equivalent to U+00B7 (NFC makes
  ///   it U+00B7), so no field can tell them apart;
  /// - U+2027 HYPHENATION POINT: Big5's 間隔號 (A145), what Traditional
  ///   Chinese input methods in Taiwan type;
  /// - U+30FB KATAKANA MIDDLE DOT: Japanese input methods, and GB 2312
  ///   fonts' "·" as some Chinese input methods produce it;
  /// - U+FF65 HALFWIDTH KATAKANA MIDDLE DOT: its `<narrow>` form.
  var isNameInterpunct: Bool {
    switch value {
    case 0x00B7, 0x0387, 0x2027, 0x30FB, 0xFF65: true
    default: false
    }
  }

  /// A standardized or ideographic variation selector (U+FE00…U+FE0F,
  /// U+E0100…U+E01EF), which may follow a Han ideograph in one Character.
  var isVariationSelector: Bool {
    (0xFE00...0xFE0F).contains(value) || (0xE0100...0xE01EF).contains(value)
  }
}

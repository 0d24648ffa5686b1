import TextGauge

/// How a sticker counts toward a message's length limit.
///
/// ```swift
/// let catalog = try StickerCatalog(parsing: "[笑哭]\txiaoku\n[doge]\tdoge\n")
/// let text = "笑死了[笑哭]"
/// catalog.length(of: text, in: .characters, stickers: .oneUnit)   // 4
/// catalog.length(of: text, in: .characters, stickers: .token)     // 7
/// catalog.length(of: text, in: .gb18030(.gb2022), stickers: .fixed(2))   // 8
/// ```
public enum StickerLength: Sendable, Hashable {
  /// As its token measures in the metric: the storage text's own length.
  case token
  /// A fixed weight in the metric's units, whatever the token.
  case fixed(Int)

  /// One unit of the metric per sticker, like one Character.
  ///
  /// ```swift
  /// StickerLength.oneUnit == .fixed(1)   // true
  /// ```
  public static let oneUnit = StickerLength.fixed(1)
}

extension StickerCatalog {
  /// The length of a storage text in `metric`, each known sticker token
  /// counted as `stickers` says and everything else as the metric measures it.
  ///
  /// ```swift
  /// let catalog = try StickerCatalog(parsing: "[笑哭]\txiaoku\n[doge]\tdoge\n")
  /// catalog.length(of: "笑死了[笑哭]", in: .utf16, stickers: .oneUnit)   // 4
  /// catalog.length(of: "笑死了[未知]", in: .utf16, stickers: .oneUnit)   // 7: unknown, text
  /// ```
  public func length(of storageText: some StringProtocol, in metric: TextMetric, stickers: StickerLength) -> Int {
    let text = storageText.asSubstring
    var total = 0
    for segment in segments(of: text, emojiPolicy: nil) {
      if case .sticker = segment.kind, case .fixed(let weight) = stickers {
        total += weight
      } else {
        total += metric.measure(text[segment.range])
      }
    }
    return total
  }

  /// Whether a storage text is at most `budget` long (see
  /// ``length(of:in:stickers:)``); a negative budget counts as 0.
  ///
  /// ```swift
  /// let catalog = try StickerCatalog(parsing: "[笑哭]\txiaoku\n[doge]\tdoge\n")
  /// catalog.fits("笑死了[笑哭]", budget: 4, in: .characters, stickers: .oneUnit)   // true
  /// catalog.fits("笑死了[笑哭]", budget: 4, in: .characters, stickers: .token)     // false
  /// ```
  public func fits(
    _ storageText: some StringProtocol, budget: Int, in metric: TextMetric, stickers: StickerLength
  ) -> Bool {
    length(of: storageText, in: metric, stickers: stickers) <= max(budget, 0)
  }

  /// The longest prefix of a storage text at most `budget` long, which never
  /// ends inside a sticker token or a Character (so never inside an emoji).
  ///
  /// ```swift
  /// let catalog = try StickerCatalog(parsing: "[笑哭]\txiaoku\n[doge]\tdoge\n")
  /// catalog.prefix("笑死了[笑哭]好", fitting: 4, in: .characters, stickers: .oneUnit)   // "笑死了[笑哭]"
  /// catalog.prefix("笑死了[笑哭]好", fitting: 4, in: .characters, stickers: .token)     // "笑死了"
  /// ```
  public func prefix<S: StringProtocol>(
    _ storageText: S, fitting budget: Int, in metric: TextMetric, stickers: StickerLength
  ) -> S.SubSequence {
    let text = storageText.asSubstring
    var remaining = max(budget, 0)
    var end = text.startIndex
    for segment in segments(of: text, emojiPolicy: nil) {
      if case .sticker = segment.kind {
        let weight: Int
        switch stickers {
        case .fixed(let fixed): weight = fixed
        case .token: weight = metric.measure(text[segment.range])
        }
        guard weight <= remaining else { break }
        remaining -= weight
        end = segment.range.upperBound
      } else {
        let fitting = metric.prefix(text[segment.range], fitting: remaining)
        end = fitting.endIndex
        guard end == segment.range.upperBound else { break }
        remaining -= metric.measure(fitting)
      }
    }
    return storageText[storageText.startIndex..<end]
  }
}

extension StickerMessage {
  /// The message's length in `metric` with stickers counted as `stickers`.
  ///
  /// ```swift
  /// let catalog = try StickerCatalog(parsing: "[笑哭]\txiaoku\n[doge]\tdoge\n")
  /// let message = StickerMessage(storageText: "笑死了[笑哭]👍", catalog: catalog)
  /// message.length(in: .gb18030(.gb2022), stickers: .fixed(2))   // 12: 6 + 2 + 4
  /// ```
  public func length(in metric: TextMetric, stickers: StickerLength) -> Int {
    catalog.length(of: storageText, in: metric, stickers: stickers)
  }
}

extension TextMetric {
  /// A metric for **display** text (``StickerMessage/displayText``, where
  /// each sticker is U+FFFC): U+FFFC weighs `stickerWeight`, every other
  /// Character what `base` says. Hand it to a length-limit rule that sees the
  /// display text; to count stickers by their tokens, measure the storage
  /// text with `base` instead. A U+FFFC typed as text also counts as a sticker.
  ///
  /// ```swift
  /// let metric = TextMetric.stickerDisplay(counting: .gb18030(.gb2022), stickerWeight: 2)
  /// metric.measure("笑死了\u{FFFC}")   // 8
  /// ```
  public static func stickerDisplay(counting base: TextMetric, stickerWeight: Int = 1) -> TextMetric {
    .custom { character in
      character == String(StickerMessage.stickerPlaceholder) ? stickerWeight : base.measure(character)
    }
  }
}

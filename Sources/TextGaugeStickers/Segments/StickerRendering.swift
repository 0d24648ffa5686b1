/// A plain-text rendering of the display for terminals and logs: each
/// sticker as `⟦identifier⟧` (U+27E6, U+27E7 — brackets that chat text
/// practically never contains), everything else as stored.
///
/// ```swift
/// let catalog = try StickerCatalog(parsing: "[笑哭]\txiaoku\n[doge]\tdoge\n")
/// let message = StickerMessage(storageText: "笑死了[笑哭]", catalog: catalog)
/// let shown = message.displayText(renderingStickers: StickerRendering.render)   // "笑死了⟦xiaoku⟧"
/// catalog.storageText(fromRendering: shown)                                    // "笑死了[笑哭]"
/// ```
public enum StickerRendering {
  /// Opens a rendered sticker: `⟦`.
  public static let open = "\u{27E6}"
  /// Closes a rendered sticker: `⟧`.
  public static let close = "\u{27E7}"

  /// `⟦identifier⟧`.
  ///
  /// ```swift
  /// StickerRendering.render(Sticker(token: "[doge]", identifier: "doge"))   // "⟦doge⟧"
  /// ```
  @Sendable public static func render(_ sticker: Sticker) -> String {
    open + sticker.identifier + close
  }
}

extension StickerCatalog {
  /// The storage text of a ``StickerRendering`` text: each `⟦identifier⟧` of
  /// a known identifier becomes that sticker's token (the first token listed
  /// for it); unknown ones and everything else stay as they are.
  ///
  /// ```swift
  /// let catalog = try StickerCatalog(parsing: "[笑哭]\txiaoku\n[doge]\tdoge\n")
  /// catalog.storageText(fromRendering: "好⟦doge⟧⟦nope⟧")   // "好[doge]⟦nope⟧"
  /// ```
  ///
  /// Linear in the length of the text.
  public func storageText(fromRendering text: some StringProtocol) -> String {
    let text = text.asSubstring
    let longestIdentifier = stickers.map(\.identifier.graphemeClusters.count).max() ?? 0
    let scanner = DelimitedScanner(
      open: StickerRendering.open, close: StickerRendering.close, maxLength: longestIdentifier + 2)
    var result = ""
    var copied = text.startIndex
    var index = text.startIndex
    while index < text.endIndex {
      if let (sticker, end) = scanner.match(in: text, at: index, accept: { _, identifier in
        self.sticker(withIdentifier: identifier)
      }) {
        result += text[copied..<index]
        result += sticker.token
        copied = end
        index = end
      } else {
        index = text.index(clusterAfter: index)
      }
    }
    result += text[copied...]
    return result
  }
}

/// How sticker tokens are written in stored text: an open delimiter, a name,
/// a close delimiter — `[笑哭]` with the default ``brackets``.
///
/// Delimiters are compared as whole Characters as the tables' Unicode
/// version defines them (UAX #29, `graphemeClusters` in TextGauge), so a
/// token is only recognised where it starts and ends on a Character
/// boundary of the text (`[笑哭]\u{301}` is text: the combining accent
/// joins the `]`), the same on every OS.
///
/// ```swift
/// let wechat = StickerSyntax.brackets                          // [微笑]
/// let slack = try StickerSyntax(open: ":", close: ":")         // :party:
/// let custom = try StickerSyntax(open: "/{", close: "}")       // /{doge}
/// ```
public struct StickerSyntax: Sendable, Hashable {
  /// Starts every token, e.g. `[`.
  public let open: String
  /// Ends every token, e.g. `]`.
  public let close: String

  /// Square brackets, `[name]`: the convention of WeChat, QQ and Weibo.
  ///
  /// ```swift
  /// StickerSyntax.brackets.open   // "["
  /// ```
  public static let brackets = StickerSyntax(unchecked: "[", "]")

  /// A syntax with these delimiters. Each must be non-empty and free of
  /// whitespace and control characters (which the catalog's line format
  /// and people editing it could not tell apart).
  ///
  /// ```swift
  /// try StickerSyntax(open: "【", close: "】")   // fine
  /// try StickerSyntax(open: "", close: "]")
  /// // throws invalid delimiter "": must be non-empty, without whitespace or control characters
  /// ```
  public init(open: String, close: String) throws(StickerCatalogError) {
    for delimiter in [open, close] where delimiter.isEmpty || delimiter.unicodeScalars.contains(where: isSpaceOrControl) {
      throw StickerCatalogError(source: nil, line: nil, reason: .invalidDelimiter(delimiter))
    }
    self.init(unchecked: open, close)
  }

  private init(unchecked open: String, _ close: String) {
    self.open = open
    self.close = close
  }
}

/// Whitespace (White_Space) and controls (Cc): never part of a delimiter or
/// at the edge of a catalog field.
func isSpaceOrControl(_ scalar: Unicode.Scalar) -> Bool {
  scalar.properties.isWhitespace || scalar.properties.generalCategory == .control
}

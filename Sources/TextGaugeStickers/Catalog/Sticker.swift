/// One sticker of a catalog: the token stored in message text and the
/// identifier an app uses to find the image.
///
/// ```swift
/// let sticker = Sticker(token: "[笑哭]", identifier: "xiaoku")
/// sticker.token        // "[笑哭]": what is stored and sent
/// sticker.identifier   // "xiaoku": which image to show
/// ```
public struct Sticker: Sendable, Hashable {
  /// The token as written in stored text, delimiters included: `[笑哭]`.
  public let token: String
  /// The app's name for the image: `xiaoku`.
  public let identifier: String

  /// A sticker; ``StickerCatalog`` checks the token against its syntax.
  ///
  /// ```swift
  /// Sticker(token: "[doge]", identifier: "doge")
  /// ```
  public init(token: String, identifier: String) {
    self.token = token
    self.identifier = identifier
  }
}

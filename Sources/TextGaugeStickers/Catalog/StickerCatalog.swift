/// The stickers an app knows: token ↔ identifier, for one ``StickerSyntax``.
///
/// Load one from a catalog file (format in ``init(parsing:syntax:source:)``)
/// or build it from ``Sticker`` values. Every token must be written in the
/// syntax, and no token may appear twice.
///
/// ```swift
/// let catalog = try StickerCatalog(parsing: """
///   # token<TAB>identifier
///   [笑哭]\txiaoku
///   [doge]\tdoge
///   """)
/// catalog.sticker(forToken: "[笑哭]")?.identifier   // "xiaoku"
/// catalog.sticker(forToken: "[未知]")                // nil: stays text
/// catalog.sticker(withIdentifier: "doge")?.token    // "[doge]"
/// ```
public struct StickerCatalog: Sendable {
  /// How tokens are delimited.
  ///
  /// ```swift
  /// let catalog = try StickerCatalog(parsing: "[笑哭]\txiaoku\n[doge]\tdoge\n")
  /// catalog.syntax == .brackets   // true for a catalog of [name] tokens
  /// ```
  public let syntax: StickerSyntax
  /// The stickers in the order given.
  ///
  /// ```swift
  /// let catalog = try StickerCatalog(parsing: "[笑哭]\txiaoku\n[doge]\tdoge\n")
  /// catalog.stickers.map(\.identifier)   // ["xiaoku", "doge"]
  /// ```
  public let stickers: [Sticker]

  /// Sticker index by token (String hashing is canonical-equivalence aware,
  /// like the Character comparisons of the scanner).
  private let indexByToken: [String: Int]
  /// First sticker index by identifier: the token to write for an identifier.
  private let indexByIdentifier: [String: Int]
  /// The longest token in the data's Characters: bounds the scanner's look-ahead, which
  /// keeps parsing linear in the text's length.
  let longestToken: Int
  /// The delimiters as the data's Characters (UAX #29 of the tables'
  /// Unicode version), compared at each text position.
  let open: [Substring]
  let close: [Substring]

  /// A catalog of `stickers`, checked against `syntax`.
  ///
  /// Several tokens may share an identifier (aliases such as `[Smile]` and
  /// `[微笑]`); the first is the one ``sticker(withIdentifier:)`` returns.
  ///
  /// ```swift
  /// let catalog = try StickerCatalog(stickers: [
  ///   Sticker(token: "[笑哭]", identifier: "xiaoku"),
  ///   Sticker(token: "[Joyful]", identifier: "xiaoku"),
  /// ])
  /// ```
  ///
  /// - Throws: ``StickerCatalogError`` for a token outside the syntax, an
  ///   empty identifier or a duplicate token.
  public init(syntax: StickerSyntax = .brackets, stickers: [Sticker]) throws(StickerCatalogError) {
    try self.init(syntax: syntax, entries: stickers.map { ($0, nil) }, source: nil)
  }

  /// Parses a catalog file: UTF-8 text, one entry per line,
  /// `token<TAB>identifier`.
  ///
  /// - A UTF-8 byte order mark (U+FEFF) at the very start of the text, as
  ///   Windows editors write it, is skipped: it is an encoding signature,
  ///   not part of the first line. Anywhere else U+FEFF is an ordinary
  ///   character (and, in a field, a stray one: an error).
  /// - Lines end with LF or CRLF. Empty lines, lines of only whitespace and
  ///   comment lines — starting with `#`, unless they start with the open
  ///   delimiter — are ignored.
  /// - Every other line has exactly one TAB. Neither field is empty, starts or
  ///   ends with whitespace, or contains a control character.
  /// - The token is `open` + name + `close` of `syntax`, the name non-empty and
  ///   free of either delimiter. Duplicate tokens are errors; identifiers may
  ///   repeat (aliases).
  ///
  /// ```swift
  /// let text = "# WeChat-style\n[笑哭]\txiaoku\n[doge]\tdoge\n"
  /// let catalog = try StickerCatalog(parsing: text, source: "stickers.tsv")
  /// catalog.stickers.count   // 2
  /// ```
  ///
  /// - Throws: ``StickerCatalogError`` naming `source` and the line.
  public init(
    parsing text: some StringProtocol, syntax: StickerSyntax = .brackets, source: String? = nil
  ) throws(StickerCatalogError) {
    var entries: [(Sticker, Int?)] = []
    var lineNumber = 0
    // Split on scalars: "\r\n" is a single Character, so a Character split
    // on "\n" would leave CRLF lines joined.
    var body = Substring(text)
    if body.unicodeScalars.first == "\u{FEFF}" { body = Substring(body.unicodeScalars.dropFirst()) }
    for rawLine in body.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false) {
      lineNumber += 1
      var line = Substring(Substring.UnicodeScalarView(rawLine))
      if line.unicodeScalars.last == "\r" { line = Substring(line.unicodeScalars.dropLast()) }
      if line.unicodeScalars.allSatisfy({ $0.properties.isWhitespace }) { continue }
      if line.hasPrefix("#"), !line.hasPrefix(syntax.open) { continue }
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
      let fail = { (reason: StickerCatalogError.Reason) in
        StickerCatalogError(source: source, line: lineNumber, reason: reason)
      }
      guard fields.count >= 2 else { throw fail(.missingTab) }
      guard fields.count == 2 else { throw fail(.tooManyFields) }
      let token = String(fields[0])
      let identifier = String(fields[1])
      if token.isEmpty { throw fail(.emptyToken) }
      if identifier.isEmpty { throw fail(.emptyIdentifier) }
      for field in [token, identifier] where !isCleanField(field) { throw fail(.stray(field: field)) }
      entries.append((Sticker(token: token, identifier: identifier), lineNumber))
    }
    try self.init(syntax: syntax, entries: entries, source: source)
  }

  private init(syntax: StickerSyntax, entries: [(Sticker, Int?)], source: String?) throws(StickerCatalogError) {
    let open = Array(syntax.open.graphemeClusters)
    let close = Array(syntax.close.graphemeClusters)
    var indexByToken: [String: Int] = [:]
    var indexByIdentifier: [String: Int] = [:]
    var lineByToken: [String: Int?] = [:]
    var longest = 0
    for (index, (sticker, line)) in entries.enumerated() {
      let fail = { (reason: StickerCatalogError.Reason) in
        StickerCatalogError(source: source, line: line, reason: reason)
      }
      if sticker.identifier.isEmpty { throw fail(.emptyIdentifier) }
      let token = Array(sticker.token.graphemeClusters)
      guard token.count > open.count + close.count, token.starts(with: open),
        token.reversed().starts(with: close.reversed())
      else {
        throw StickerCatalogError(source: source, line: line, reason: .tokenNotInSyntax(token: sticker.token), syntax: syntax)
      }
      let name = token[open.count..<(token.count - close.count)]
      if name.firstRange(of: close) != nil || name.firstRange(of: open) != nil {
        throw fail(.delimiterInsideToken(token: sticker.token))
      }
      if let firstLine = lineByToken[sticker.token] {
        throw fail(.duplicateToken(token: sticker.token, firstLine: firstLine))
      }
      lineByToken[sticker.token] = line
      indexByToken[sticker.token] = index
      if indexByIdentifier[sticker.identifier] == nil { indexByIdentifier[sticker.identifier] = index }
      longest = max(longest, token.count)
    }
    self.syntax = syntax
    self.stickers = entries.map(\.0)
    self.indexByToken = indexByToken
    self.indexByIdentifier = indexByIdentifier
    self.longestToken = longest
    self.open = open
    self.close = close
  }

  /// The sticker written as `token` (delimiters included), or nil.
  ///
  /// ```swift
  /// let catalog = try StickerCatalog(parsing: "[笑哭]\txiaoku\n[doge]\tdoge\n")
  /// catalog.sticker(forToken: "[笑哭]")?.identifier   // "xiaoku"
  /// ```
  public func sticker(forToken token: some StringProtocol) -> Sticker? {
    indexByToken[String(token)].map { stickers[$0] }
  }

  /// The index in ``stickers`` of the sticker written as `token`.
  func indexOfToken(_ token: Substring) -> Int? { indexByToken[String(token)] }

  /// The first sticker with `identifier`, or nil.
  ///
  /// ```swift
  /// let catalog = try StickerCatalog(parsing: "[笑哭]\txiaoku\n[doge]\tdoge\n")
  /// catalog.sticker(withIdentifier: "xiaoku")?.token   // "[笑哭]"
  /// ```
  public func sticker(withIdentifier identifier: some StringProtocol) -> Sticker? {
    indexByIdentifier[String(identifier)].map { stickers[$0] }
  }
}

/// Non-empty edges that are not whitespace, and no control characters.
private func isCleanField(_ field: String) -> Bool {
  let scalars = field.unicodeScalars
  guard let first = scalars.first, let last = scalars.last else { return false }
  return !first.properties.isWhitespace && !last.properties.isWhitespace
    && !scalars.contains { $0.properties.generalCategory == .control }
}

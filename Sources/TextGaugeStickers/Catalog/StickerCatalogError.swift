/// Why a sticker catalog or syntax was rejected, with the source name and
/// 1-based line number when it came from a catalog file. Its
/// `description` reads `source:line: message`.
///
/// ```swift
/// do {
///   _ = try StickerCatalog(parsing: "[a]\ta\n[a]\tb\n", source: "stickers.tsv")
/// } catch {
///   print(error)   // stickers.tsv:2: duplicate token "[a]" (first on line 1)
/// }
/// ```
public struct StickerCatalogError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What is wrong.
  public enum Reason: Sendable, Hashable {
    /// A delimiter is empty or contains whitespace or control characters.
    case invalidDelimiter(String)
    /// An entry line has no TAB between token and identifier.
    case missingTab
    /// An entry line has more than one TAB.
    case tooManyFields
    /// The token field is empty.
    case emptyToken
    /// The identifier field is empty.
    case emptyIdentifier
    /// A field starts or ends with whitespace, or contains a control character.
    case stray(field: String)
    /// The token does not begin with the open delimiter, end with the close
    /// delimiter (as whole Characters), or has no name between them.
    case tokenNotInSyntax(token: String)
    /// The name between the delimiters contains a delimiter, so the token
    /// could never be recognised as a whole.
    case delimiterInsideToken(token: String)
    /// The token was already defined (tokens are compared as Swift strings,
    /// that is up to canonical equivalence).
    case duplicateToken(token: String, firstLine: Int?)
  }

  /// The file or other source named by the caller, if any.
  public let source: String?
  /// The 1-based line of the catalog text, if the entry came from one.
  public let line: Int?
  /// What is wrong.
  public let reason: Reason
  /// The delimiters the catalog expected, for a token in another syntax
  /// (``Reason/tokenNotInSyntax(token:)``): the message names them and the
  /// options that change them.
  public let syntax: StickerSyntax?

  /// An error; normally thrown by ``StickerCatalog`` and ``StickerSyntax``.
  ///
  /// ```swift
  /// StickerCatalogError(source: "s.tsv", line: 3, reason: .missingTab).description
  /// // "s.tsv:3: expected token<TAB>identifier, found no TAB"
  /// ```
  public init(source: String?, line: Int?, reason: Reason, syntax: StickerSyntax? = nil) {
    self.source = source
    self.line = line
    self.reason = reason
    self.syntax = syntax
  }

  /// `source:line: message`, or just the message when there is no location.
  public var description: String {
    var location = ""
    if let source { location += source + ":" }
    if let line { location += "\(line):" }
    return location.isEmpty ? message : location + " " + message
  }

  private var message: String {
    switch reason {
    case .invalidDelimiter(let delimiter):
      return "invalid delimiter \(quoted(delimiter)): must be non-empty, without whitespace or control characters"
    case .missingTab:
      return "expected token<TAB>identifier, found no TAB"
    case .tooManyFields:
      return "expected token<TAB>identifier, found more than one TAB"
    case .emptyToken:
      return "empty token"
    case .emptyIdentifier:
      return "empty identifier"
    case .stray(let field):
      return "\(quoted(field)) starts or ends with whitespace or contains a control character"
    case .tokenNotInSyntax(let token):
      guard let syntax else { return "token \(quoted(token)) must be open delimiter, a non-empty name, close delimiter" }
      return "token \(quoted(token)) must be \(quoted(syntax.open)), a non-empty name, \(quoted(syntax.close)): "
        + "the catalog's delimiters; set others with StickerSyntax(open:close:) (textgauge stickers --open --close)"
    case .delimiterInsideToken(let token):
      return "token \(quoted(token)) contains a delimiter inside its name"
    case .duplicateToken(let token, let firstLine):
      return "duplicate token \(quoted(token))" + (firstLine.map { " (first on line \($0))" } ?? "")
    }
  }
}

/// `"text"` with controls and TAB escaped, for messages.
func quoted(_ text: String) -> String {
  var result = "\""
  for scalar in text.unicodeScalars {
    if scalar == "\"" || scalar == "\\" || scalar.properties.generalCategory == .control {
      result += scalar.escaped(asASCII: false)
    } else {
      result.unicodeScalars.append(scalar)
    }
  }
  return result + "\""
}

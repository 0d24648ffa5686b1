/// An error that stops the generator. Printed as `path:line: message` (or
/// `path: message` when no line applies), the form editors and CI annotate.
public struct TableGenError: Error, CustomStringConvertible, Equatable {
  public var path: String
  public var line: Int?
  public var message: String

  public init(path: String, line: Int? = nil, _ message: String) {
    self.path = path
    self.line = line
    self.message = message
  }

  public var description: String {
    if let line { return "\(path):\(line): \(message)" }
    return "\(path): \(message)"
  }
}

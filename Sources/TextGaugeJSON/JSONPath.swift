import TextGauge

/// A place in a JSON document, written JSONPath-style: `$` is the whole
/// document, `.key` a member whose key is an identifier, `["a b"]` any other
/// member (the key as a JSON string), `[1]` an array element.
///
/// ```swift
/// let path = JSONPath.root.appending(key: "limits").appending(index: 1).appending(key: "max")
/// path.description  // $.limits[1].max
/// JSONPath.root.appending(key: "a b").description  // $["a b"]
/// ```
public struct JSONPath: Sendable, Hashable, CustomStringConvertible {
  /// One step from a value into one it contains.
  ///
  /// ```swift
  /// JSONPath.root.appending(index: 2).components == [.index(2)]  // true
  /// ```
  public enum Component: Sendable, Hashable {
    /// The member of an object with this key.
    case key(String)
    /// The element of an array at this index, from 0.
    case index(Int)
  }

  /// The steps from the document's value, outermost first.
  public var components: [Component]

  /// A path of `components`, outermost first.
  ///
  /// ```swift
  /// JSONPath([.key("fields"), .index(0)]).description  // $.fields[0]
  /// ```
  public init(_ components: [Component] = []) { self.components = components }

  /// The whole document: `$`.
  ///
  /// ```swift
  /// JSONPath.root.description  // $
  /// ```
  public static let root = JSONPath()

  /// The member `key` of the object at this path.
  ///
  /// ```swift
  /// JSONPath.root.appending(key: "schema").description  // $.schema
  /// ```
  public func appending(key: String) -> JSONPath {
    JSONPath(components + [.key(key)])
  }

  /// The element `index` of the array at this path.
  ///
  /// ```swift
  /// JSONPath.root.appending(index: 0).description  // $[0]
  /// ```
  public func appending(index: Int) -> JSONPath {
    JSONPath(components + [.index(index)])
  }

  /// The path as `$.limits[1].max`; a key that is not an identifier
  /// (`[A-Za-z_][A-Za-z0-9_]*`) is quoted as a JSON string: `$["a b"]`,
  /// `$["1"]`, `$[""]`. A key longer than 40 Unicode scalars is cut there
  /// with `…` (`$["aaaa…"]`), so that the path stays short for a message.
  public var description: String {
    var text = "$"
    for component in components {
      switch component {
      case .index(let index): text += "[\(index)]"
      case .key(let key) where key.utf8.count <= JSONStringEscaping.excerptScalars && Self.isIdentifier(key):
        text += "." + key
      case .key(let key): text += "[" + JSONStringEscaping.excerpt(key) + "]"
      }
    }
    return text
  }

  /// Whether `key` can follow a dot: an ASCII letter or `_`, then letters,
  /// digits and `_`.
  static func isIdentifier(_ key: String) -> Bool {
    key.withUTF8Buffer { bytes in
      guard let first = bytes.first, first.isASCIILetter || first == UInt8(ascii: "_") else { return false }
      for index in 1..<bytes.count {
        let byte = bytes[index]
        guard byte.isASCIILetter || byte == UInt8(ascii: "_") || (0x30...0x39).contains(byte) else { return false }
      }
      return true
    }
  }
}

import Testing

/// The checks GeneratedDocExamples.swift calls: a value against the result
/// its documentation comment states.
enum DocExample {
  /// What a reader sees: a string as itself, an optional unwrapped (`nil`
  /// when empty), anything else its `description`.
  static func describe(_ value: Any) -> String {
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .optional {
      guard let wrapped = mirror.children.first?.value else { return "nil" }
      return describe(wrapped)
    }
    return String(describing: value)
  }

  /// What `print(items…)` writes, without its newline.
  static func printed(_ items: Any...) -> String {
    items.map { String(describing: $0) }.joined(separator: " ")
  }

  /// A result written as a string literal. Generic, not `Any`: an
  /// optional passed as `Any` is a compiler warning in every example.
  static func expect<Value>(
    _ value: Value, _ literal: String, _ location: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(describe(value) == literal, "\(location): the documentation says \(literal)", sourceLocation: sourceLocation)
  }

  /// A result written as a literal (`11`, `true`, `.unqualified`,
  /// `["a"]`): the value's description, with or without the case's dot; a
  /// `…` in the documentation stands for anything.
  static func expect<Value>(
    _ value: Value, description expected: String, _ location: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let actual = describe(value)
    #expect(matches(actual, expected), "\(location): the documentation says \(expected)", sourceLocation: sourceLocation)
  }

  static func matches(_ actual: String, _ expected: String) -> Bool {
    // Swift's description of a string in a collection escapes `'` (`"It\'s"`);
    // the docs write what a reader sees.
    let actual = actual.replacing("\\'", with: "'")
    for candidate in [expected, expected.hasPrefix(".") ? String(expected.dropFirst()) : expected] {
      // "…" or "..." stands for anything.
      let parts = candidate.replacing("...", with: "…").split(separator: "…", omittingEmptySubsequences: false)
        .map(String.init)
      if parts.count == 1 {
        if actual == candidate { return true }
        continue
      }
      var rest = Substring(actual)
      var ok = rest.hasPrefix(parts[0])
      if ok { rest = rest.dropFirst(parts[0].count) }
      for part in parts.dropFirst() where ok {
        guard let range = rest.range(of: part) else { ok = false; break }
        rest = rest[range.upperBound...]
      }
      if ok, parts.last!.isEmpty || actual.hasSuffix(parts.last!) { return true }
    }
    return false
  }

  /// `// throws X`: the call throws an error described as X.
  static func expectThrows(
    _ location: String, _ expected: String, sourceLocation: SourceLocation = #_sourceLocation,
    _ body: () throws -> Void
  ) {
    do {
      try body()
      Issue.record("\(location): the documentation says it throws \(expected)", sourceLocation: sourceLocation)
    } catch {
      #expect("\(error)" == expected, "\(location)", sourceLocation: sourceLocation)
    }
  }
}

extension Substring {
  func range(of part: String) -> Range<Index>? {
    guard !part.isEmpty else { return startIndex..<startIndex }
    var index = startIndex
    while index < endIndex {
      if self[index...].hasPrefix(part) { return index..<self.index(index, offsetBy: part.count) }
      index = self.index(after: index)
    }
    return nil
  }
}

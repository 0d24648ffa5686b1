/// Finds `open name close` spans at a position of a text, comparing whole
/// Characters, with a bounded look-ahead. Shared by sticker tokens, the
/// CLI's `⟦identifier⟧` rendering and emoji shortcodes (`:name:`).
///
/// Why not a regex: the look-ahead is bounded by the longest known span, so
/// a full scan is linear in the text (times that constant), nothing is
/// compiled per call, and spans can only start and end on Character
/// boundaries — the same boundaries a text view puts its caret on.
struct DelimitedScanner: Sendable {
  let open: [Character]
  let close: [Character]
  /// The longest span to look for, delimiters included, in Characters.
  let maxLength: Int

  /// The end of the span starting at `start` whose text `accept` recognises,
  /// with `accept`'s answer; nil when no span starts there, the name is
  /// empty, it runs past `maxLength`, or `accept` says no. Only the first
  /// `close` after `open` ends the candidate: names contain no delimiter.
  func match<T>(
    in text: Substring, at start: String.Index, accept: (Substring) -> T?
  ) -> (value: T, end: String.Index)? {
    guard let afterOpen = text.matching(open, at: start) else { return nil }
    var index = afterOpen
    var length = open.count
    while index < text.endIndex, length + close.count <= maxLength {
      if let end = text.matching(close, at: index) {
        guard index > afterOpen, let value = accept(text[start..<end]) else { return nil }
        return (value, end)
      }
      index = text.index(after: index)
      length += 1
    }
    return nil
  }
}

extension Substring {
  /// The index after `pattern` when the Characters from `index` on begin with it.
  func matching(_ pattern: [Character], at index: String.Index) -> String.Index? {
    var index = index
    for expected in pattern {
      guard index < endIndex, self[index] == expected else { return nil }
      index = self.index(after: index)
    }
    return index
  }
}

extension StringProtocol {
  /// The text as a Substring sharing its indices (String and Substring are the
  /// only conformers in practice; anything else is copied).
  var asSubstring: Substring {
    if let string = self as? String { return string[...] }
    if let substring = self as? Substring { return substring }
    return Substring(String(self))
  }
}

import TextGauge

/// Finds `open name close` spans at a position of a text, comparing whole
/// Characters, with a bounded look-ahead. Shared by sticker tokens, the
/// CLI's `⟦identifier⟧` rendering and emoji shortcodes (`:name:`).
///
/// The Characters are the data's (UAX #29 extended grapheme clusters of the
/// tables' Unicode version, `graphemeClusters`), never the standard
/// library's: a delimiter with a mark or a ZWJ after it is another
/// Character, so no span starts or ends there, on every OS and toolchain,
/// exactly where the `.characters` metric and the display's units break.
///
/// Why not a regex: the look-ahead is bounded by the longest known span, so
/// a full scan is linear in the text (times that constant), nothing is
/// compiled per call, and spans can only start and end on Character
/// boundaries — the same boundaries a text view puts its caret on.
struct DelimitedScanner: Sendable {
  /// The delimiters as the data's Characters.
  let open: [Substring]
  let close: [Substring]
  /// The longest span to look for, delimiters included, in Characters.
  let maxLength: Int

  init(open: some StringProtocol, close: some StringProtocol, maxLength: Int) {
    self.init(open: Array(open.graphemeClusters), close: Array(close.graphemeClusters), maxLength: maxLength)
  }

  init(open: [Substring], close: [Substring], maxLength: Int) {
    self.open = open
    self.close = close
    self.maxLength = maxLength
  }

  /// The end of the span starting at the Character boundary `start` whose
  /// text `accept` recognises (given the whole span and the name between
  /// its delimiters), with `accept`'s answer; nil when no span starts
  /// there, the name is empty, it runs past `maxLength`, or `accept` says
  /// no. Only the first `close` after `open` ends the candidate: names
  /// contain no delimiter.
  func match<T>(
    in text: Substring, at start: String.Index, accept: (_ span: Substring, _ name: Substring) -> T?
  ) -> (value: T, end: String.Index)? {
    guard let afterOpen = text.matching(open, at: start) else { return nil }
    var index = afterOpen
    var length = open.count
    while index < text.endIndex, length + close.count <= maxLength {
      if let end = text.matching(close, at: index) {
        guard index > afterOpen, let value = accept(text[start..<end], text[afterOpen..<index]) else { return nil }
        return (value, end)
      }
      index = text.index(clusterAfter: index)
      length += 1
    }
    return nil
  }
}

extension Substring {
  /// The index after `pattern` when the data's Characters from the
  /// Character boundary `index` on begin with it.
  func matching(_ pattern: [Substring], at index: String.Index) -> String.Index? {
    var index = index
    for expected in pattern {
      guard index < endIndex else { return nil }
      let next = self.index(clusterAfter: index)
      guard self[index..<next] == expected else { return nil }
      index = next
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

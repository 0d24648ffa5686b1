import TextGauge

/// An edit being judged: the kept text before the replaced range, what is
/// kept of the inserted text, and the kept text after it. Normalizing a
/// decimal number may change the prefix and suffix too ("0" + "7" → "7").
struct EditPieces {
  var prefix: Substring
  var inserted: String
  var suffix: Substring

  /// The Characters (the data's, UAX #29) of each piece, in order.
  var characters: FlattenSequence<[GraphemeClusterView]> {
    [prefix.graphemeClusters, inserted.graphemeClusters, suffix.graphemeClusters].joined()
  }

  /// The UTF-8 of the whole resulting text, in order, without copying it.
  var utf8: FlattenSequence<[Substring.UTF8View]> {
    [prefix.utf8, Substring(inserted).utf8, suffix.utf8].joined()
  }

  /// The first Character (the data's) of the resulting text.
  var first: Substring? { characters.first }

  /// Puts `text` before everything (into the first non-empty piece, so that
  /// "." typed into an empty field becomes the inserted "0.").
  mutating func prepend(_ text: String) {
    if !prefix.isEmpty {
      prefix = Substring(text + prefix)
    } else if !inserted.isEmpty {
      inserted = text + inserted
    } else {
      suffix = Substring(text + suffix)
    }
  }

  /// Removes the first `count` Characters (the data's) of the resulting
  /// text.
  mutating func removeFirst(_ count: Int) {
    var remaining = count
    func drop(_ text: Substring) -> Substring {
      var index = text.startIndex
      while remaining > 0, index < text.endIndex {
        index = text.index(clusterAfter: index)
        remaining -= 1
      }
      return text[index...]
    }
    prefix = drop(prefix)
    inserted = String(drop(Substring(inserted)))
    suffix = drop(suffix)
  }

  /// The resulting text, copied once.
  var text: String { concatenated(prefix, inserted[...], suffix) }

  /// Where the caret goes: after the kept inserted text, in UTF-16 code units
  /// (`utf16Count`, not `utf16.count`, which would build the field's UTF-16
  /// breadcrumbs on every keystroke: see UTF16Range.swift).
  var caretUTF16Offset: Int { prefix.utf16Count + inserted.utf16Count }
}

/// `first + middle + last` in one allocation and one copy of each piece
/// (`String(first) + …` copies the first piece again when appending grows
/// it: on a long field, a second pass over its bytes and fresh pages).
/// A middle piece alone that is a whole string is that string, not a copy:
/// a paste into an empty field (`sanitized`) holds the pasted text once.
func concatenated(_ first: Substring, _ middle: Substring, _ last: Substring) -> String {
  if first.isEmpty, last.isEmpty { return String(middle) }
  var text = ""
  text.reserveCapacity(first.utf8.count + middle.utf8.count + last.utf8.count)
  text += first
  text += middle
  text += last
  return text
}

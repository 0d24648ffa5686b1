// The IDNA (2003, RFC 3490) ToASCII that twitter-text's `is_valid_url` asks
// of a URL's domain, as far as URL recognition needs it: whether the domain
// has an ASCII form and how long it is. Labels are split at the four IDNA
// dots; an ASCII label must have 1 to 63 characters; a non-ASCII label loses
// the characters nameprep maps to nothing (RFC 3491, table B.1), is refused
// when it then is empty, starts with `xn--` or holds a character nameprep
// prohibits (tables C.2.2 to C.9, the ones a domain can hold), and its
// Punycode (RFC 3492) after `xn--` must have at most 63 characters.
// Not modelled: nameprep's case folding and its NFKC beyond the fullwidth
// forms of ASCII before the length, and its bidirectional rule (a label
// mixing right-to-left and left-to-right letters).

enum IDNA {
  /// The length of the ASCII form of `domain`, nil when it has none. Read
  /// in place, a label at a time: a domain as long as its text (a chain of
  /// labels without a space) is not copied.
  static func asciiCount<Domain: Collection>(of domain: Domain) -> Int? where Domain.Element == UInt32 {
    // An ASCII domain, the common case, without splitting it: its labels
    // have 1 to 63 characters, a last empty one (a final dot) aside, which
    // the length leaves out.
    if domain.allSatisfy({ $0 < 0x80 }) {
      var label = 0
      var count = 0
      for c in domain {
        count += 1
        if c == 0x2E {
          guard label >= 1, label <= 63 else { return nil }
          label = 0
        } else {
          label += 1
        }
      }
      if label == 0, count > 0 { return count - 1 }  // it ends with a dot
      return label >= 1 && label <= 63 ? count : nil
    }
    // Labels split at the four dots, a last empty one dropped; each counts
    // its ASCII form, and the dots between them one each. A label is
    // gathered as nameprep maps it (below), which leaves a mapped label as
    // it is: past 63 characters it has no ASCII form, so none is gathered
    // further.
    var total = 0
    var dots = 0
    var mapped: [UInt32] = []
    var tooLong = false
    var empty = true  // before mapping
    for c in domain {
      if isDot(c) {
        guard !tooLong, let count = asciiCount(ofLabel: mapped[...]) else { return nil }
        total += count + 1
        dots += 1
        mapped.removeAll(keepingCapacity: true)
        empty = true
        continue
      }
      empty = false
      if !tooLong, !isMappedToNothing(c) {
        mapped.append(c &- 0xFF01 < 0x5E ? c &- 0xFEE0 : c)
        tooLong = mapped.count > 63
      }
    }
    if tooLong { return nil }
    if dots > 0, empty { return total - 1 }
    guard let count = asciiCount(ofLabel: mapped[...]) else { return nil }
    return total + count
  }

  /// `.`, `。`, `．`, `｡`.
  static func isDot(_ c: UInt32) -> Bool { c == 0x2E || c == 0x3002 || c == 0xFF0E || c == 0xFF61 }

  static func asciiCount(ofLabel label: ArraySlice<UInt32>) -> Int? {
    if label.allSatisfy({ $0 < 0x80 }) { return (1...63).contains(label.count) ? label.count : nil }
    // Nameprep: table B.1 maps to nothing; of its NFKC, the fullwidth forms
    // of ASCII (`＠` is `@`), which can make the label ASCII.
    let mapped = label.filter { !isMappedToNothing($0) }.map { $0 &- 0xFF01 < 0x5E ? $0 &- 0xFEE0 : $0 }
    if mapped.allSatisfy({ $0 < 0x80 }) { return (1...63).contains(mapped.count) ? mapped.count : nil }
    // Each code point gives Punycode at least one character: more than 59
    // cannot fit in 63 with `xn--` (and are not encoded, which would take
    // time quadratic in the label).
    guard mapped.count <= 59, !mapped.contains(where: isProhibited) else { return nil }
    let ace: [UInt32] = [0x78, 0x6E, 0x2D, 0x2D]
    if mapped.count >= 4, mapped[0..<4].map(URLCharacters.lowercased) == ace { return nil }
    let count = 4 + Punycode.encodedCount(mapped.map(URLCharacters.lowercased))
    return count <= 63 ? count : nil
  }

  /// RFC 3491 table B.1.
  static func isMappedToNothing(_ c: UInt32) -> Bool {
    switch c {
    case 0xAD, 0x34F, 0x1806, 0x180B...0x180D, 0x200B...0x200D, 0x2060, 0xFE00...0xFE0F, 0xFEFF: true
    default: false
    }
  }

  /// RFC 3454 tables C.2.2, C.3, C.4, C.5, C.6, C.7, C.8 and C.9, less what
  /// table B.1 removed first.
  static func isProhibited(_ c: UInt32) -> Bool {
    switch c {
    case 0x80...0x9F, 0x6DD, 0x70F, 0x180E, 0x2028, 0x2029, 0x2061...0x2063, 0x206A...0x206F, 0xFFF9...0xFFFD,
      0x1D173...0x1D17A, 0xE000...0xF8FF, 0xF0000...0xFFFFD, 0x100000...0x10FFFD, 0xFDD0...0xFDEF, 0xD800...0xDFFF,
      0x2FF0...0x2FFB, 0x340, 0x341, 0x200E, 0x200F, 0x202A...0x202E, 0xE0001, 0xE0020...0xE007F:
      true
    default: c & 0xFFFE == 0xFFFE
    }
  }
}

/// RFC 3492's encoder, counting its output.
enum Punycode {
  static let base = 36, tMin = 1, tMax = 26, skew = 38, damp = 700

  /// How many characters the Punycode of `input` has (its basic code points,
  /// a `-` when there are any, then the encoded deltas).
  static func encodedCount(_ input: [UInt32]) -> Int {
    let basic = input.count { $0 < 0x80 }
    var output = basic > 0 ? basic + 1 : 0
    var n = 0x80
    var delta = 0
    var bias = 72
    var handled = basic
    while handled < input.count {
      let next = Int(input.lazy.filter { Int($0) >= n }.min()!)
      delta += (next - n) * (handled + 1)
      n = next
      for c in input {
        if Int(c) < n { delta += 1 }
        guard Int(c) == n else { continue }
        var q = delta
        var k = base
        while true {
          let t = k <= bias ? tMin : k >= bias + tMax ? tMax : k - bias
          if q < t { break }
          output += 1
          q = (q - t) / (base - t)
          k += base
        }
        output += 1
        bias = adapt(delta, points: handled + 1, first: handled == basic)
        delta = 0
        handled += 1
      }
      delta += 1
      n += 1
    }
    return output
  }

  static func adapt(_ delta: Int, points: Int, first: Bool) -> Int {
    var delta = first ? delta / damp : delta / 2
    delta += delta / points
    var k = 0
    while delta > ((base - tMin) * tMax) / 2 {
      delta /= base - tMin
      k += base
    }
    return k + (base - tMin + 1) * delta / (delta + skew)
  }
}

// Terminal escape sequences (ECMA-48, 5th edition, June 1991): the control
// functions that color, move the cursor or link text in a terminal and take
// no column, though their parameters are printable ASCII. Display width can
// measure text without them.

extension StringProtocol {
  /// The text without its terminal escape sequences, as ECMA-48 delimits
  /// them, in their 7-bit form (after ESC, U+001B) and as C1 controls
  /// (U+0080–U+009F):
  ///
  /// - control sequences (§5.4): CSI (`ESC [` or U+009B), parameter bytes
  ///   0x30–0x3F, intermediate bytes 0x20–0x2F, one final byte 0x40–0x7E:
  ///   colors and styles (SGR, `ESC [31m`), cursor movement, erasing;
  /// - control strings (§5.6): OSC (`ESC ]`, U+009D: window titles, OSC 8
  ///   hyperlinks), DCS (`ESC P`, U+0090), SOS (`ESC X`, U+0098), PM
  ///   (`ESC ^`, U+009E) and APC (`ESC _`, U+009F), each up to its STRING
  ///   TERMINATOR ST (`ESC \` or U+009C) or, as xterm also accepts, BEL
  ///   (U+0007);
  /// - other escape sequences (§5.3, and ISO/IEC 2022's): ESC, intermediate
  ///   bytes 0x20–0x2F, one final byte 0x30–0x7E (`ESC 7`, `ESC ( B`).
  ///
  /// A sequence the text ends inside of is removed to the end; a byte that
  /// cannot continue a control sequence ends it and is kept. Other
  /// characters, controls included, are kept.
  ///
  /// ```swift
  /// "\u{1B}[31mred\u{1B}[0m".removingEscapeSequences()                   // "red"
  /// "\u{1B}]8;;https://example.com\u{7}link\u{1B}]8;;\u{1B}\\".removingEscapeSequences()  // "link"
  /// ```
  public func removingEscapeSequences() -> String {
    var result = String.UnicodeScalarView()
    let scalars = Array(unicodeScalars)
    var i = 0
    while i < scalars.count {
      let scalar = scalars[i].value
      var introducer: UInt32?
      var next = i + 1
      if scalar == 0x1B, next < scalars.count {
        // ESC Fe (0x40–0x5F) is the 7-bit form of the C1 control 0x80–0x9F.
        let byte = scalars[next].value
        if (0x40...0x5F).contains(byte) {
          introducer = byte + 0x40
          next += 1
        } else {
          // nF and Fp/Fs sequences: intermediates, then one final byte.
          while next < scalars.count, (0x20...0x2F).contains(scalars[next].value) { next += 1 }
          if next < scalars.count, (0x30...0x7E).contains(scalars[next].value) { next += 1 }
          i = next
          continue
        }
      } else if scalar == 0x1B {
        i = next
        continue
      } else if (0x80...0x9F).contains(scalar) {
        introducer = scalar
      }
      guard let introducer else {
        result.append(scalars[i])
        i += 1
        continue
      }
      switch introducer {
      case 0x9B:  // CSI
        while next < scalars.count, (0x30...0x3F).contains(scalars[next].value) { next += 1 }
        while next < scalars.count, (0x20...0x2F).contains(scalars[next].value) { next += 1 }
        if next < scalars.count, (0x40...0x7E).contains(scalars[next].value) { next += 1 }
      case 0x90, 0x98, 0x9D, 0x9E, 0x9F:  // DCS, SOS, OSC, PM, APC: up to ST or BEL
        while next < scalars.count {
          let value = scalars[next].value
          if value == 0x07 || value == 0x9C { next += 1; break }
          if value == 0x1B, next + 1 < scalars.count, scalars[next + 1].value == 0x5C { next += 2; break }
          next += 1
        }
      default:
        break  // another C1 control function: just the introducer
      }
      i = next
    }
    return String(result)
  }
}

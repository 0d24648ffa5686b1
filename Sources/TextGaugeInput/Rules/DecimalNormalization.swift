extension EditPieces {
  /// Applies the decimal-field decisions documented on ``NumericMode`` to an
  /// edit whose inserted text holds only digits and at most one "." (the
  /// screening guarantees it, and that no other "." exists): leading "." →
  /// "0.", redundant leading zeros removed, fraction digits of the inserted
  /// text truncated to fit only when the rules ask for it
/// (``InputRules/cutsSurplusPastedFractionDigits``). Returns false when the edit must be rejected:
  /// too many integer digits, or an inserted "." that cannot be placed.
  /// Decimal fields are short; the few passes here are over the number.
  mutating func normalizeDecimal(
    maxIntegerDigits: Int, maxFractionDigits: Int, cutsSurplusFractionDigits: Bool,
    violations: inout ViolationList
  ) -> Bool {
    if first == "." {
      prepend("0")
      violations.add(.leadingDecimalPoint)
    }

    // Redundant leading zeros: keep one digit before the point.
    var leadingZeros = 0
    var afterZeros: Substring?
    for character in characters {
      if character == "0" { leadingZeros += 1 } else { afterZeros = character; break }
    }
    let redundant = afterZeros?.isASCIIDigit == true ? leadingZeros : max(0, leadingZeros - 1)
    if redundant > 0 {
      removeFirst(redundant)
      violations.add(.redundantLeadingZero)
    }

    // Count digits before and after the point, and the inserted ones.
    var integerDigits = 0, fractionDigits = 0
    var insertedIntegerDigits = 0, insertedFractionDigits = 0
    var pastPoint = false
    for (piece, isInserted) in [(prefix, false), (Substring(inserted), true), (suffix, false)] {
      for character in piece.graphemeClusters {
        if character == "." {
          pastPoint = true
        } else if character.isASCIIDigit {
          if pastPoint {
            fractionDigits += 1
            if isInserted { insertedFractionDigits += 1 }
          } else {
            integerDigits += 1
            if isInserted { insertedIntegerDigits += 1 }
          }
        }
      }
    }

    if integerDigits > maxIntegerDigits, insertedIntegerDigits > 0 {
      violations.add(.tooManyIntegerDigits(limit: maxIntegerDigits, count: integerDigits))
      return false
    }
    // An inserted "." turns the digits after it into fraction digits too.
    if fractionDigits > maxFractionDigits, insertedFractionDigits > 0 || inserted.contains(".") {
      violations.add(.tooManyFractionDigits(limit: maxFractionDigits, count: fractionDigits))
      let excess = fractionDigits - maxFractionDigits
      // The inserted fraction digits are always the inserted text's last
      // Characters (after its ".", or all of it when the "." is before it).
      guard cutsSurplusFractionDigits, excess <= insertedFractionDigits else { return false }
      inserted.removeLast(excess)
    }
    return true
  }
}

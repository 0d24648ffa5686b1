/// An error's fields behind one reference: an error is passed up through
/// every `try`, and on 32-bit WebAssembly each of its words is copied at
/// each (the error slot). Equal and hashed as the fields are; a change makes
/// a new box, so a copy never sees another's change.
package struct ErrorFields<Fields: Sendable & Hashable>: Sendable, Hashable {
  private final class Box: Sendable {
    let fields: Fields
    init(_ fields: Fields) { self.fields = fields }
  }

  private var box: Box

  package init(_ fields: Fields) { box = Box(fields) }

  package var fields: Fields {
    get { box.fields }
    set { box = Box(newValue) }
  }

  package static func == (lhs: Self, rhs: Self) -> Bool { lhs.fields == rhs.fields }

  package func hash(into hasher: inout Hasher) { hasher.combine(fields) }
}

import TextGaugeJSON

/// JSONParser over arbitrary bytes: it returns a value or a JSONError whose
/// place is inside the document, never crashes; what it accepts, written
/// compact and pretty, reads back equal and rewrites byte for byte; and a
/// String of the same bytes (when they are UTF-8) reads the same.
public func checkJSONParse(_ data: UnsafeBufferPointer<UInt8>) {
  let result = Result { () throws(JSONError) in try JSONParser.parse(data) }
  switch result {
  case .success(let value):
    for pretty in [false, true] {
      let text = JSONWriter.string(value, pretty: pretty)
      let again = Result { () throws(JSONError) in try JSONParser.parse(text) }
      require(again == .success(value), "pretty \(pretty): \(text) reads back as \(again)")
      require(JSONWriter.string(value, pretty: pretty) == text, "pretty \(pretty): rewritten differently")
    }
  case .failure(let error):
    require(error.byteOffset.map { (0...data.count).contains($0) } == true, "error outside the document: \(error)")
    require(error.line != nil && error.column != nil && !error.reason.isEmpty, "error without a place or reason: \(error)")
  }
  if let text = String(validating: data, as: UTF8.self) {
    let fromText = Result { () throws(JSONError) in try JSONParser.parse(text) }
    require(fromText == result, "String and bytes disagree: \(fromText) vs \(result)")
  }
}

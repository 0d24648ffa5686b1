import Foundation
import Testing
import TestSupport

/// `textgauge scan`, run as a process from the build folder the tests run in.
@Suite struct ScanCommandTests {
  static let binary = BuiltExecutable.url(named: "textgauge")

  func run(_ arguments: [String], stdin: Data = Data()) throws -> CommandResult {
    try TestSupport.run(#require(Self.binary), arguments, stdin: Array(stdin))
  }

  @Test func binaryIsBuilt() {
    #expect(Self.binary != nil, "no textgauge beside the test bundle or in .build/debug")
  }

  @Test func jsonHasTheKeysInOrder() throws {
    try #require(Self.binary != nil)
    let result = try run(["scan", "--json", "ok 👍🏽 ©"])
    #expect(result.status == 0)
    #expect(result.output == """
      {"text":"👍🏽","scalars":"1F44D 1F3FD","kind":"modifier","status":"fully-qualified","rgi":true,"version":"1.0","name":"thumbs up: medium skin tone","start":3,"end":5,"utf8Start":3,"utf8End":11,"utf16Start":3,"utf16End":7}

      """)
    let all = try run(["scan", "--json", "--policy", "including-text-default", "ok 👍🏽 ©"])
    #expect(all.output.split(separator: "\n").count == 2)
    #expect(all.output.contains(#""scalars":"00A9","kind":"basic","status":"unqualified","rgi":false"#))
  }

  @Test func linesRestartOffsets() throws {
    try #require(Self.binary != nil)
    let result = try run(["scan", "--json", "--lines"], stdin: Data("a🫠\n\"q\"☕️\n".utf8))
    let lines = result.output.split(separator: "\n")
    #expect(lines.count == 2)
    #expect(lines.first?.hasSuffix(#""start":1,"end":2,"utf8Start":1,"utf8End":5,"utf16Start":1,"utf16End":3,"line":1}"#) == true)
    #expect(lines.last?.contains(#""text":"☕️","scalars":"2615 FE0F","kind":"basic","status":"fully-qualified","rgi":false"#) == true)
    #expect(lines.last?.hasSuffix(#""line":2}"#) == true)
  }

  @Test func readableListingAndInvalidUTF8() throws {
    try #require(Self.binary != nil)
    let listing = try run(["scan", "🇨🇳 1⃣"])
    #expect(listing.output.contains("flag: China") && listing.output.hasSuffix("2 emoji\n"))
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("textgauge-scan-invalid.txt")
    try Data([0x61, 0x62, 0xFF, 0x63]).write(to: file)
    let invalid = try run(["scan", "--file", file.path])
    #expect(invalid.status == 2)
    #expect(invalid.error.contains("byte offset 2"))
    let badPolicy = try run(["scan", "--policy", "nope", "x"])
    #expect(badPolicy.status != 0)
  }
}

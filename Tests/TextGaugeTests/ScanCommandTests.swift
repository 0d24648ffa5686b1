import Foundation
import Testing

/// `textgauge scan`, run as a process from the build folder the tests run in.
@Suite struct ScanCommandTests {
  static var binary: URL {
    let executable = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
    return executable.deletingLastPathComponent().appendingPathComponent("textgauge")
  }

  func run(_ arguments: [String], stdin: Data = Data()) throws -> (status: Int32, out: String, err: String) {
    let process = Process()
    process.executableURL = Self.binary
    process.arguments = arguments
    let input = Pipe(), output = Pipe(), error = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = error
    try process.run()
    input.fileHandleForWriting.write(stdin)
    try input.fileHandleForWriting.close()
    let out = output.fileHandleForReading.readDataToEndOfFile()
    let err = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: out, as: UTF8.self), String(decoding: err, as: UTF8.self))
  }

  @Test func binaryIsBuilt() {
    #expect(FileManager.default.isExecutableFile(atPath: Self.binary.path), "\(Self.binary.path)")
  }

  @Test func jsonHasTheKeysInOrder() throws {
    try #require(FileManager.default.isExecutableFile(atPath: Self.binary.path))
    let result = try run(["scan", "--json", "ok 👍🏽 ©"])
    #expect(result.status == 0)
    #expect(result.out == """
      {"text":"👍🏽","scalars":"1F44D 1F3FD","kind":"modifier","status":"fully-qualified","rgi":true,"version":"1.0","name":"thumbs up: medium skin tone","start":3,"end":5,"utf8Start":3,"utf8End":11,"utf16Start":3,"utf16End":7}

      """)
    let all = try run(["scan", "--json", "--policy", "including-text-default", "ok 👍🏽 ©"])
    #expect(all.out.split(separator: "\n").count == 2)
    #expect(all.out.contains(#""scalars":"00A9","kind":"basic","status":"unqualified","rgi":false"#))
  }

  @Test func linesRestartOffsets() throws {
    try #require(FileManager.default.isExecutableFile(atPath: Self.binary.path))
    let result = try run(["scan", "--json", "--lines"], stdin: Data("a🫠\n\"q\"☕️\n".utf8))
    let lines = result.out.split(separator: "\n")
    #expect(lines.count == 2)
    #expect(lines.first?.hasSuffix(#""start":1,"end":2,"utf8Start":1,"utf8End":5,"utf16Start":1,"utf16End":3,"line":1}"#) == true)
    #expect(lines.last?.contains(#""text":"☕️","scalars":"2615 FE0F","kind":"basic","status":"fully-qualified","rgi":false"#) == true)
    #expect(lines.last?.hasSuffix(#""line":2}"#) == true)
  }

  @Test func readableListingAndInvalidUTF8() throws {
    try #require(FileManager.default.isExecutableFile(atPath: Self.binary.path))
    let listing = try run(["scan", "🇨🇳 1⃣"])
    #expect(listing.out.contains("flag: China") && listing.out.hasSuffix("2 emoji\n"))
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("textgauge-scan-invalid.txt")
    try Data([0x61, 0x62, 0xFF, 0x63]).write(to: file)
    let invalid = try run(["scan", "--file", file.path])
    #expect(invalid.status == 2)
    #expect(invalid.err.contains("byte offset 2"))
    let badPolicy = try run(["scan", "--policy", "nope", "x"])
    #expect(badPolicy.status != 0)
  }
}

import Foundation

/// What a finished process left: its exit status and everything it wrote.
///
/// ```swift
/// let result = try run(textgauge, ["measure", "中文"])
/// #expect(result.status == 0, "\(result.error)")
/// #expect(result.output == "4\n")
/// ```
public struct CommandResult: Sendable {
  /// The exit status (`0` success, `64` usage error, …).
  public var status: Int32
  /// Standard output, decoded as UTF-8.
  public var output: String
  /// Standard error, decoded as UTF-8.
  public var error: String
}

/// Runs `executable` with `arguments`, writes `stdin` to it and closes it, and
/// waits for it to exit.
///
/// ```swift
/// let result = try run(textgauge, ["measure", "--lines"], stdin: Array("a\n中\n".utf8))
/// #expect(result.output == "1\n2\n")
/// ```
public func run(
  _ executable: URL, _ arguments: [String], stdin: [UInt8] = [], currentDirectory: URL? = nil,
  environment: [String: String] = [:]
) throws -> CommandResult {
  let process = Process()
  process.executableURL = executable
  process.arguments = arguments
  if !environment.isEmpty {
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
  }
  if let currentDirectory { process.currentDirectoryURL = currentDirectory }
  let input = Pipe()
  let output = Pipe()
  let error = Pipe()
  process.standardInput = input
  process.standardOutput = output
  process.standardError = error
  try process.run()
  input.fileHandleForWriting.write(Data(stdin))
  try input.fileHandleForWriting.close()
  let outData = output.fileHandleForReading.readDataToEndOfFile()
  let errData = error.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return CommandResult(
    status: process.terminationStatus, output: String(decoding: outData, as: UTF8.self),
    error: String(decoding: errData, as: UTF8.self))
}

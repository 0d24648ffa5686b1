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
  _ = ignoreBrokenPipes
  try process.run()
  // Written from another thread, so that a child that writes before it has
  // read all its input cannot block on a full pipe while this one writes;
  // a child that exits without reading it all gives EPIPE here, not a signal.
  let written = DispatchSemaphore(value: 0)
  let handle = input.fileHandleForWriting
  DispatchQueue.global().async {
    try? handle.write(contentsOf: stdin)
    try? handle.close()
    written.signal()
  }
  let outData = output.fileHandleForReading.readDataToEndOfFile()
  let errData = error.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  written.wait()
  return CommandResult(
    status: process.terminationStatus, output: String(decoding: outData, as: UTF8.self),
    error: String(decoding: errData, as: UTF8.self))
}

/// SIGPIPE caught by a handler that does nothing, in the test process, once:
/// writing to a child that has exited (a usage error before reading standard
/// input) must fail the write, not kill every test. A handler, not SIG_IGN:
/// an ignored signal stays ignored across exec, and the commands the tests
/// run (a shell pipeline into `head -1`) must meet a closed pipe as usual.
private let ignoreBrokenPipes: Void = {
  #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
    signal(SIGPIPE) { _ in }
  #endif
}()

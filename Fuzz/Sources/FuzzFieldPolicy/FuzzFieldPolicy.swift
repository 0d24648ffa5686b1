import Foundation
import FuzzChecks
import FuzzDriver

/// One input, checked by FuzzChecks.checkFieldPolicy. libFuzzer's runtime
/// references this symbol even when its own main is not used.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  checkFieldPolicy(UnsafeBufferPointer(start: data, count: size))
  return 0
}

/// libFuzzer over checkFieldPolicy: `Scripts/fuzz.sh FuzzFieldPolicy [SECONDS]`.
@main enum FuzzFieldPolicy {
  static func main() {
    exit(textgauge_fuzz_main(CommandLine.argc, CommandLine.unsafeArgv) { fuzzOneInput($0, $1) })
  }
}

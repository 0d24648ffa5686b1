import Foundation
import FuzzChecks
import FuzzDriver

/// One input, checked by FuzzChecks.checkInputRules. libFuzzer's runtime
/// references this symbol even when its own main is not used.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  checkInputRules(UnsafeBufferPointer(start: data, count: size))
  return 0
}

/// libFuzzer over checkInputRules: `Scripts/fuzz.sh FuzzInputRules [SECONDS]`.
@main enum FuzzInputRules {
  static func main() {
    exit(textgauge_fuzz_main(CommandLine.argc, CommandLine.unsafeArgv) { fuzzOneInput($0, $1) })
  }
}

import Foundation
import FuzzChecks
import FuzzDriver

/// One input, checked by FuzzChecks.checkGB18030. libFuzzer's runtime
/// references this symbol even when its own main is not used.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  checkGB18030(UnsafeBufferPointer(start: data, count: size))
  return 0
}

/// libFuzzer over checkGB18030: `Scripts/fuzz.sh FuzzGB18030 [SECONDS]`.
@main enum FuzzGB18030 {
  static func main() {
    exit(textgauge_fuzz_main(CommandLine.argc, CommandLine.unsafeArgv) { fuzzOneInput($0, $1) })
  }
}

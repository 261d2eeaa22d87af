import FioriThemeCompiler
import FioriThemeTestSupport

/// The libFuzzer entry point: one input through the whole pipeline, checked with
/// ``PipelineInvariants``; a violation traps, so libFuzzer records the input as a crash.
///
/// Each input is compiled for one target, chosen by its length, so that every target is
/// fuzzed at a third of the cost of compiling each input three times.
///
/// `Scripts/fuzz` builds it with the package's library targets (as modules of package `fdlc`,
/// so it reaches their `package` declarations). It is not part of the Swift package.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = size == 0 ? [] : Array(UnsafeBufferPointer(start: data, count: size))
    let target = Target.allCases[size % Target.allCases.count]
    if let violation = PipelineInvariants.violations(bytes, targets: [target]).first {
        fatalError("invariant violated: \(violation)")
    }
    return 0
}

import FioriThemeTestSupport

/// The libFuzzer entry point of `Scripts/fuzz --binary`: one input is a file loaded as a
/// binary style table, as it is and with its length and checksum made right (so that the
/// checks behind the checksum are reached), checked with ``BinaryTableInvariants``: loading
/// throws or gives a theme that can be read whole and written again equal. A violation or a
/// crash is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = size == 0 ? [] : Array(UnsafeBufferPointer(start: data, count: size))
    if let violation = BinaryTableInvariants.violations(bytes).first {
        fatalError("invariant violated: \(violation)")
    }
    return 0
}

// libFuzzer's entry for the `simulate` target (see Fuzz/README.md); the body is SimulateFuzzEntry, shared
// with the regression suite that replays Tests/Fixtures/fuzz/simulate.

/// Called by libFuzzer once per input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    SimulateFuzzEntry.run(bytes)
    return 0
}

// libFuzzer's entry for the `spec` target (see Fuzz/README.md); the body is SpecFuzzEntry, shared
// with the regression suite that replays Tests/Fixtures/fuzz/spec.

/// Called by libFuzzer once per input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    SpecFuzzEntry.run(bytes)
    return 0
}

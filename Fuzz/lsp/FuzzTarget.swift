// libFuzzer's entry for the `lsp` target (see Fuzz/README.md); the body is LSPFuzzEntry, shared
// with the regression suite that replays Tests/Fixtures/fuzz/lsp.

/// Called by libFuzzer once per input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    LSPFuzzEntry.run(bytes)
    return 0
}

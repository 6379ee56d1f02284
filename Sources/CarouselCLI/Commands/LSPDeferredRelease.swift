/// Values the language server is done with, freed only after the answer is written.
///
/// A compilation of a 100,000-item spec is hundreds of thousands of objects; freeing them is
/// about 4 % of a re-check. Done before the `publishDiagnostics` is written, that time is in the
/// latency of every change; held here and freed after the write, it is not (the next change
/// is read after it, as before). Single-threaded: the stdio loop and the server share one thread.
final class LSPDeferredRelease {
    private var held: [Any] = []

    /// Keeps `value` alive until ``releaseAll()``.
    func keep(_ value: Any) {
        held.append(value)
    }

    /// Drops everything kept (the last reference to a compilation frees it here).
    func releaseAll() {
        held.removeAll()
    }
}

import CarouselSpec
import HostSystem

/// Keeps compiled specs alive until the process exits instead of freeing them one value at a time.
///
/// `carousel check` is a one-shot process: freeing the resolved tables of a 10,000-item spec just
/// before `exit` costs a few milliseconds that the operating system would reclaim at once anyway
/// (compilers do the same: clang's `-disable-free`). Bounded: once specs of ``budgetBytes`` source
/// bytes in total are kept, later ones are freed as usual, so checking a large folder, or a
/// long-running `check --watch`, holds no more memory than one large spec.
enum TeardownSkipper {
    /// The most source bytes whose compilations are kept (16 MB: the 100,000-item benchmark spec).
    static let budgetBytes = 16_000_000

    private static let kept = LockedValue<(bytes: Int, compilations: [SpecCompilation])>((0, []))

    /// Keeps `compilation` until exit when the budget allows; otherwise it is freed by the caller as usual.
    static func keep(_ compilation: SpecCompilation) {
        let size = compilation.file.bytes.count
        kept.withLock { state in
            guard state.bytes + size <= budgetBytes else { return }
            state.bytes += size
            state.compilations.append(compilation)
        }
    }
}

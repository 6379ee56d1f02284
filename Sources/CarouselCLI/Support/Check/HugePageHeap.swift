import CHeapTuning

#if canImport(Glibc)
    import Glibc
#endif

/// Asks the kernel for 2 MiB pages for the heap of a large check.
///
/// Reading a large spec touches tens of megabytes of fresh heap, and each 4 KiB page costs a page
/// fault (2-3 µs on a virtual machine): a tenth of a 10,000-item `check`. Before such a check the
/// heap is grown once by about what it will need and that range is marked `MADV_HUGEPAGE`, as
/// glibc's own `glibc.malloc.hugetlb=1` tunable does, so it faults in 2 MiB at a time where the
/// kernel has transparent huge pages in `madvise` mode (a no-op otherwise). Small checks skip it.
enum HugePageHeap {
    /// The size of a transparent huge page on x86-64 and arm64 with 4 KiB pages.
    static let hugePage = 2 << 20
    /// glibc's largest mmap threshold on 64-bit systems is 32 MiB: the reserve stays below it.
    static let maximumReserve = (32 << 20) - 2 * hugePage
    /// Inputs below this many bytes in all are checked without it.
    static let threshold = 512 << 10

    /// Grows the heap by about 12 bytes for each byte of input and marks it for huge pages, when
    /// `inputBytes` is over ``threshold``; at most once per process.
    static func prepare(inputBytes: Int) {
        guard inputBytes >= threshold, !prepared else { return }
        prepared = true
        let reserve = min(inputBytes * 12, maximumReserve)
        // The block below must come from the heap, not from mmap; the grown heap is kept: neither
        // trimmed when freed nor grown again in small steps.
        _ = carousel_mallopt(Int32(CAROUSEL_M_MMAP_THRESHOLD), Int32(reserve + hugePage))
        _ = carousel_mallopt(Int32(CAROUSEL_M_TRIM_THRESHOLD), Int32(clamping: reserve * 2))
        _ = carousel_mallopt(Int32(CAROUSEL_M_TOP_PAD), Int32(clamping: hugePage))
        guard let start = sbrk(0), start != UnsafeMutableRawPointer(bitPattern: -1) else { return }
        // A block as big as the reserve, freed at once, leaves the heap grown by that much.
        guard carousel_heap_grow(UInt(reserve)) == 1 else { return }
        guard let end = sbrk(0) else { return }
        let low = (Int(bitPattern: start) + hugePage - 1) & ~(hugePage - 1)
        let high = Int(bitPattern: end) & ~(hugePage - 1)
        guard high > low, let base = UnsafeMutableRawPointer(bitPattern: low) else { return }
        _ = madvise(base, high - low, MADV_HUGEPAGE)
    }

    nonisolated(unsafe) private static var prepared = false
}

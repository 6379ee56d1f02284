#if canImport(Glibc)
    import Glibc
#endif

/// Facts about the running process without loading Foundation.
enum ProcessInfoLite {
    /// Processors currently online.
    static var activeProcessorCount: Int {
        Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))
    }
}

#if canImport(Glibc)
    import Glibc

    /// glibc's `mallopt(3)`, which Swift's Glibc module does not export (it lives in `malloc.h`).
    @_silgen_name("mallopt")
    private func mallopt(_ parameter: Int32, _ value: Int32) -> Int32
#endif

/// How the server's memory goes back to the system.
enum Allocator {
    /// The size from which an allocation gets pages of its own, which go back to the system
    /// when it is freed: the arrays of a large document's analysis (a few MB each).
    static let largeBlock: Int32 = 128 * 1024

    /// Makes every allocation of ``largeBlock`` bytes or more its own mapping, for the life of
    /// the process.
    ///
    /// glibc starts there, but raises the threshold to the size of each such block freed, so
    /// once the first analysis of a large document is replaced, the next ones are carved from
    /// the heap, whose freed pages stay resident: the server's peak while a large document is
    /// edited then counts them on top of the two analyses it holds (Benchmarks/PROFILE.md,
    /// "Two analyses of a large document", has the figures).
    static func returnLargeBlocksToSystem() {
        #if canImport(Glibc)
            let mmapThreshold: Int32 = -3  // M_MMAP_THRESHOLD in malloc.h
            _ = mallopt(mmapThreshold, largeBlock)
        #endif
    }
}

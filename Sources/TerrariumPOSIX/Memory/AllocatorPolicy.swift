#if canImport(Glibc)
    import Glibc
#endif

/// How the process's allocator hands back large blocks, set by the run loop as an app starts.
///
/// glibc raises its threshold for mapping a block on its own each time such a block is freed,
/// up to 32 MB. Past that, a large buffer (a million rows, or the sorted copy a sort makes) comes
/// from the heap, where a small block allocated above it keeps its pages resident once it is
/// freed: the peak memory of sorting a 1,000,000-row table then swings by 30 MB from run to run.
/// A fixed threshold maps every block of a megabyte or more on its own, and freeing it gives its
/// pages back.
package enum AllocatorPolicy {
    /// The size from which a block is mapped on its own.
    package static let largeBlockBytes: Int32 = 1 << 20

    /// glibc's `M_MMAP_THRESHOLD` option of `mallopt`.
    private static let mmapThreshold: Int32 = -3

    /// Fixes the threshold at ``largeBlockBytes``, unless `environment` sets glibc's own
    /// (`MALLOC_MMAP_THRESHOLD_`, or `glibc.malloc.mmap_threshold` in `GLIBC_TUNABLES`), which
    /// the user chose; returns whether it was set.
    ///
    /// Elsewhere than glibc, it does nothing and returns false.
    @discardableResult
    package static func returnLargeBlocks(environment: [String: String]) -> Bool {
        #if canImport(Glibc)
            guard environment["MALLOC_MMAP_THRESHOLD_"] == nil,
                environment["GLIBC_TUNABLES"]?.contains("glibc.malloc.mmap_threshold") != true
            else { return false }
            // Swift's Glibc module does not import `malloc.h`.
            typealias SetOption = @convention(c) (Int32, Int32) -> Int32
            guard let symbol = dlsym(nil, "mallopt") else { return false }
            return unsafeBitCast(symbol, to: SetOption.self)(mmapThreshold, largeBlockBytes) == 1
        #else
            return false
        #endif
    }
}

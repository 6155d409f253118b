import Testing

@testable import TerrariumPOSIX

/// The allocator's threshold for mapping large blocks on their own, fixed as an app starts.
@Suite struct AllocatorPolicyTests {
    @Test func theThresholdIsFixedUnlessTheUserSetGlibcsOwn() {
        #expect(!AllocatorPolicy.returnLargeBlocks(environment: ["MALLOC_MMAP_THRESHOLD_": "65536"]))
        #expect(
            !AllocatorPolicy.returnLargeBlocks(environment: [
                "GLIBC_TUNABLES": "glibc.malloc.arena_max=2:glibc.malloc.mmap_threshold=65536"
            ]))
        #if canImport(Glibc)
            #expect(AllocatorPolicy.returnLargeBlocks(environment: [:]))
            #expect(AllocatorPolicy.returnLargeBlocks(environment: ["TERM": "xterm-256color"]))
            #expect(AllocatorPolicy.returnLargeBlocks(environment: ["GLIBC_TUNABLES": "glibc.malloc.arena_max=2"]))
        #else
            #expect(!AllocatorPolicy.returnLargeBlocks(environment: [:]))
        #endif
    }
}

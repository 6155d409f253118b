import Testing

@testable import TerrariumPOSIX

/// The allocator's threshold for mapping large blocks on their own, fixed as an app starts.
@Suite struct AllocatorPolicyTests {
    @Test func theThresholdIsFixedUnlessTheUserSetGlibcsOwn() {
        #expect(!AllocatorPolicy.returnLargeBlocks(environment: ["MALLOC_MMAP_THRESHOLD_": "65536"]))
        #if canImport(Glibc)
            #expect(AllocatorPolicy.returnLargeBlocks(environment: [:]))
            #expect(AllocatorPolicy.returnLargeBlocks(environment: ["TERM": "xterm-256color"]))
        #else
            #expect(!AllocatorPolicy.returnLargeBlocks(environment: [:]))
        #endif
    }
}

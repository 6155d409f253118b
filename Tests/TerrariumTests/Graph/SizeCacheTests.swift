import TerrariumTerminal
import Testing

@testable import TerrariumCore

/// A node's sizes by proposal: the first kept in place, the others in a table.
@Suite struct SizeCacheTests {
    @Test func eachProposalGetsItsOwnAnswerAndForgettingForgetsThemAll() {
        var cache = SizeCache()
        let narrow = ProposedViewSize(width: 10, height: nil)
        let wide = ProposedViewSize(width: 40, height: nil)
        let unspecified = ProposedViewSize(width: nil, height: nil)
        #expect(cache.isEmpty && cache[narrow] == nil)
        cache.keep(Size(width: 10, height: 3), for: narrow)
        #expect(!cache.isEmpty)
        #expect(cache[narrow] == Size(width: 10, height: 3) && cache[wide] == nil)
        cache.keep(Size(width: 30, height: 1), for: wide)
        cache.keep(Size(width: 30, height: 1), for: unspecified)
        #expect(cache[narrow] == Size(width: 10, height: 3))
        #expect(cache[wide] == Size(width: 30, height: 1) && cache[unspecified] == Size(width: 30, height: 1))
        // A new answer for a proposal kept, first or not, replaces the old one.
        cache.keep(Size(width: 9, height: 4), for: narrow)
        cache.keep(Size(width: 28, height: 2), for: wide)
        #expect(cache[narrow] == Size(width: 9, height: 4) && cache[wide] == Size(width: 28, height: 2))
        cache.removeAll()
        #expect(cache.isEmpty)
        #expect(cache[narrow] == nil && cache[wide] == nil && cache[unspecified] == nil)
        cache.keep(Size(width: 5, height: 5), for: wide)
        #expect(cache[wide] == Size(width: 5, height: 5) && cache[narrow] == nil)
    }
}

import Synchronization
import Testing

@testable import TerrariumGroupActivities

@Suite struct AsyncStreamSubscriptionTests {
    @Test func aSourceThatHasEndedFinishesTheStreamAtOnce() async {
        let (stream, continuation) = AsyncStream.makeStream(of: Int.self)
        continuation.yield(1)
        continuation.subscribe({ nil }, unsubscribe: { _ in Issue.record("nothing was kept") })
        var received: [Int] = []
        for await value in stream { received.append(value) }
        #expect(received == [1])
    }

    @Test func theKeyComesBackWhenTheStreamEnds() async {
        let removed = Mutex<[Int]>([])
        var (stream, continuation): (AsyncStream<Int>?, AsyncStream<Int>.Continuation) = AsyncStream.makeStream(
            of: Int.self)
        continuation.subscribe({ 7 }, unsubscribe: { id in removed.withLock { $0.append(id) } })
        continuation.yield(1)
        #expect(removed.withLock { $0 }.isEmpty)
        stream = nil
        #expect(stream == nil)
        #expect(removed.withLock { $0 } == [7], "a stream no one holds ends")
        let (other, next) = AsyncStream.makeStream(of: Int.self)
        next.subscribe({ 8 }, unsubscribe: { id in removed.withLock { $0.append(id) } })
        next.finish()
        for await _ in other {}
        #expect(removed.withLock { $0 } == [7, 8])
    }
}

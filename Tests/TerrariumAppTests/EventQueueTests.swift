import TerrariumTerminal
import Testing

@testable import TerrariumApp

/// The queue between the input thread and the run loop.
@Suite struct EventQueueTests {
    @Test func eventsPushedBeforeAWaitAreReturnedAtOnce() async {
        let queue = EventQueue()
        queue.push([.resize(Size(width: 80, height: 24))])
        #expect(await queue.next(timeout: nil) == [.resize(Size(width: 80, height: 24))])
    }

    @Test func aWakeUpAnsweredByAFrameDoesNotEndTheNextWait() async {
        let queue = EventQueue()
        // A change during the handling of a key asks for a frame; the frame that follows shows it.
        queue.wake()
        queue.settleWakeUp()
        let later = Task {
            try? await Task.sleep(for: .milliseconds(20))
            queue.push([.resize(Size(width: 40, height: 12))])
        }
        // Without the settling, this wait would end at once with nothing, and the loop would
        // draw an empty frame that holds back the next wake-up.
        #expect(await queue.next(timeout: nil) == [.resize(Size(width: 40, height: 12))])
        await later.value
    }

    @Test func aWakeUpAfterTheFrameBeganEndsTheWait() async {
        let queue = EventQueue()
        queue.settleWakeUp()
        queue.wake()
        #expect(await queue.next(timeout: nil) == [])
    }
}

import Synchronization
import Testing

@testable import Terrarium

@Suite struct ChangeInboxTests {
    /// Reading the wake callback out of its lock once per post must not wrap it again each time:
    /// a callback that grew by a layer per post made every later post slower, and after enough
    /// of them overflowed the stack.
    @Test func theWakeCallbackCostsTheSameOnTheLastPostAsOnTheFirst() async {
        let inbox = ChangeInbox()
        let calls = Atomic(0)
        inbox.onPost { calls.add(1, ordering: .relaxed) }
        for _ in 0..<300_000 { inbox.post(nil) }
        #expect(calls.load(ordering: .relaxed) == 300_000)
        #expect(await MainActor.run { inbox.take() }.isEmpty, "posts of no node leave nothing to take")
    }
}

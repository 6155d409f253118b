import RatingControl
import TerrariumTerminal
import TerrariumWidgets
import Testing

/// What a SwiftUI representable's coordinator does: receives the control's actions.
@MainActor
final class Coordinator {
    /// Counts the actions of every coordinator that shares it, so calls can be seen after one is gone.
    final class Tally {
        var count = 0
    }

    private(set) var ratings: [Int] = []
    private(set) var sendCount = 0
    let tally: Tally

    init(tally: Tally = Tally()) {
        self.tally = tally
    }

    func ratingChanged(_ sender: RatingControl) {
        ratings.append(sender.value)
    }

    func controlSentAction(_ sender: Control) {
        sendCount += 1
        tally.count += 1
    }
}

@MainActor @Suite struct ControlTests {
    @Test func aTargetActionCallsTheMethodWithTheControl() {
        let rating = RatingControl()
        let coordinator = Coordinator()
        rating.addTarget(coordinator, action: Coordinator.ratingChanged(_:), for: .valueChanged)
        #expect(rating.handle(key("3")))
        #expect(rating.handle(key(.rightArrow)))
        #expect(coordinator.ratings == [3, 4])
        #expect(rating.allControlEvents == .valueChanged)
    }

    @Test func theTargetIsHeldWeaklyAndItsActionDroppedOnceItIsGone() {
        let control = Control()
        var received: [ObjectIdentifier] = []
        let tally = Coordinator.Tally()
        var coordinator: Coordinator? = Coordinator(tally: tally)
        weak let released = coordinator
        control.addTarget(coordinator!, action: Coordinator.controlSentAction(_:), for: .valueChanged)

        control.sendActions(for: .valueChanged)
        #expect(tally.count == 1)
        #expect(control.allControlEvents == .valueChanged)
        control.addAction(for: .primaryActionTriggered) { received.append(ObjectIdentifier($0)) }

        coordinator = nil
        #expect(released == nil)
        control.sendActions(for: [.valueChanged, .primaryActionTriggered])
        #expect(tally.count == 1)
        #expect(control.allControlEvents == .primaryActionTriggered)
        #expect(received == [ObjectIdentifier(control)])
    }

    @Test func anActionRunsOnlyForTheEventsItWasAddedFor() {
        let control = Control()
        var log: [String] = []
        control.addAction(for: [.valueChanged, .primaryActionTriggered]) { _ in log.append("both") }
        control.addAction(for: .editingChanged) { _ in log.append("editing") }
        control.sendActions(for: .valueChanged)
        control.sendActions(for: .primaryActionTriggered)
        control.sendActions(for: .editingChanged)
        #expect(log == ["both", "both", "editing"])
        #expect(control.allControlEvents == [.valueChanged, .primaryActionTriggered, .editingChanged])
    }

    @Test func actionsRunInTheOrderTheyWereAdded() {
        let control = Control()
        var log: [Int] = []
        for index in 0..<3 { control.addAction(for: .valueChanged) { _ in log.append(index) } }
        control.sendActions(for: .valueChanged)
        #expect(log == [0, 1, 2])
    }

    @Test func removeTargetStopsThatTargetForTheGivenEventsOnly() {
        let control = Control()
        let kept = Coordinator()
        let removed = Coordinator()
        control.addTarget(kept, action: Coordinator.controlSentAction(_:), for: .valueChanged)
        control.addTarget(removed, action: Coordinator.controlSentAction(_:), for: [.valueChanged, .editingChanged])

        control.removeTarget(removed, for: .valueChanged)
        control.sendActions(for: .valueChanged)
        #expect(kept.sendCount == 1)
        #expect(removed.sendCount == 0)
        control.sendActions(for: .editingChanged)
        #expect(removed.sendCount == 1)

        control.removeTarget(removed)
        control.sendActions(for: .editingChanged)
        #expect(removed.sendCount == 1)
    }

    @Test func removeTargetNilStopsEveryActionClosuresIncluded() {
        let control = Control()
        let coordinator = Coordinator()
        var closureCount = 0
        control.addTarget(coordinator, action: Coordinator.controlSentAction(_:), for: .valueChanged)
        control.addAction(for: [.valueChanged, .primaryActionTriggered]) { _ in closureCount += 1 }
        control.removeTarget(nil, for: .valueChanged)
        control.sendActions(for: .valueChanged)
        #expect(coordinator.sendCount == 0)
        #expect(closureCount == 0)
        control.sendActions(for: .primaryActionTriggered)
        #expect(closureCount == 1)
    }

    @Test func removeActionStopsThatClosureOnly() {
        let control = Control()
        var log: [String] = []
        let removed = control.addAction(for: .valueChanged) { _ in log.append("removed") }
        control.addAction(for: .valueChanged) { _ in log.append("kept") }
        control.removeAction(removed)
        control.sendActions(for: .valueChanged)
        #expect(log == ["kept"])
    }

    @Test func anActionMayRemoveActionsWhileTheyAreSent() {
        let control = Control()
        var count = 0
        control.addAction(for: .valueChanged) { sender in
            count += 1
            sender.removeTarget(nil)
        }
        control.sendActions(for: .valueChanged)
        control.sendActions(for: .valueChanged)
        #expect(count == 1)
    }

    @Test func aControlAcceptsFocusOnlyWhileEnabled() {
        let recorder = HostRecorder()
        let control = Control()
        control.host = recorder
        #expect(control.acceptsFocus)
        #expect(control.moveFocus(.first))
        #expect(!control.moveFocus(.next))
        control.isEnabled = false
        #expect(!control.acceptsFocus)
        #expect(!control.moveFocus(.first))
        #expect(recorder.displayCount == 1)
    }
}

/// A target of no actor of its own, as a coordinator written without `@MainActor` is.
final class PlainTarget {
    var count = 0

    func fire(_ sender: Control) {
        count += 1
    }
}

@MainActor @Suite struct PlainTargetTests {
    @Test func aTargetOfNoActorCanTakeActionsToo() {
        let button = PushButton("Go")
        let target = PlainTarget()
        button.addTarget(target, action: PlainTarget.fire(_:), for: .primaryActionTriggered)
        #expect(button.handle(key(.return)))
        #expect(target.count == 1)
    }
}

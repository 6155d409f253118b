import Synchronization
import Terrarium
import TerrariumTerminal
import TerrariumTesting
import Testing

@MainActor final class EventLog {
    var events: [String] = []
}

@MainActor @Suite struct LifecycleTests {
    struct Appearing: View {
        let show: Bool
        let log: EventLog
        var body: some View {
            if show {
                Text("shown")
                    .onAppear { log.events.append("appear") }
                    .onDisappear { log.events.append("disappear") }
            }
        }
    }

    @Test func appearAndDisappearRunOnceEachAtTheRightTime() {
        let log = EventLog()
        let host = TestHost(Appearing(show: true, log: log), size: Size(width: 8, height: 1))
        host.render()
        #expect(log.events == ["appear"])
        host.rootView = Appearing(show: true, log: log)
        host.render()
        #expect(log.events == ["appear"])
        host.rootView = Appearing(show: false, log: log)
        host.render()
        #expect(log.events == ["appear", "disappear"])
    }

    struct Watching: View {
        let value: Int
        let log: EventLog
        var body: some View {
            Text("\(value)").onChange(of: value) { old, new in log.events.append("\(old)→\(new)") }
        }
    }

    @Test func onChangeReportsOldAndNewValuesOnlyWhenTheValueChanges() {
        let log = EventLog()
        let host = TestHost(Watching(value: 1, log: log), size: Size(width: 4, height: 1))
        host.render()
        host.rootView = Watching(value: 1, log: log)
        host.render()
        #expect(log.events.isEmpty)
        host.rootView = Watching(value: 2, log: log)
        host.render()
        #expect(log.events == ["1→2"])
    }

    /// Counts a task's start and cancellation where the test reads them without waiting on a
    /// wall clock: the start is a stream the test awaits, and the cancellation handler runs
    /// synchronously inside the `cancel()` a disappearing view makes.
    final class TaskProbe: Sendable {
        let started: AsyncStream<Void>
        private let startedContinuation: AsyncStream<Void>.Continuation
        private let counts = Mutex((started: 0, cancelled: 0))

        init() { (started, startedContinuation) = AsyncStream.makeStream() }

        var startCount: Int { counts.withLock { $0.started } }
        var cancelCount: Int { counts.withLock { $0.cancelled } }

        func markStarted() {
            counts.withLock { $0.started += 1 }
            startedContinuation.yield()
        }

        func markCancelled() { counts.withLock { $0.cancelled += 1 } }
    }

    struct Working: View {
        let show: Bool
        let probe: TaskProbe
        var body: some View {
            if show {
                Text("working").task {
                    await withTaskCancellationHandler {
                        probe.markStarted()
                        try? await Task.sleep(for: .seconds(3600))
                    } onCancel: {
                        probe.markCancelled()
                    }
                }
            }
        }
    }

    @Test(.timeLimit(.minutes(3))) func taskStartsOnAppearAndIsCancelledOnDisappear() async {
        let probe = TaskProbe()
        let host = TestHost(Working(show: true, probe: probe), size: Size(width: 8, height: 1))
        host.render()
        for await _ in probe.started { break }
        host.rootView = Working(show: true, probe: probe)
        host.render()
        #expect(probe.cancelCount == 0)
        host.rootView = Working(show: false, probe: probe)
        host.render()
        #expect(probe.cancelCount == 1)
        #expect(probe.startCount == 1)
    }
}

@MainActor @Suite struct ViewBuilderTests {
    enum Mode { case a, b, c }

    struct Switching: View {
        let mode: Mode
        let extra: String?
        var body: some View {
            VStack(alignment: .leading) {
                switch mode {
                case .a: Text("A")
                case .b: Text("B")
                case .c: EmptyView()
                }
                if let extra { Text(extra) }
                if #available(macOS 15, *) { Text("new") } else { Text("old") }
                Group {
                    Text("g1")
                    Text("g2")
                }
                AnyView(Text("any"))
            }
        }
    }

    @Test func switchOptionalsAvailabilityGroupsAndAnyViewBuild() {
        let host = TestHost(Switching(mode: .a, extra: "x"), size: Size(width: 5, height: 6))
        #expect(host.lines() == ["A", "x", "new", "g1", "g2", "any"])
        host.rootView = Switching(mode: .c, extra: nil)
        #expect(host.lines() == ["new", "g1", "g2", "any", "", ""])
        host.rootView = Switching(mode: .b, extra: nil)
        #expect(host.lines() == ["B", "new", "g1", "g2", "any", ""])
    }

    struct Erased: View {
        let asText: Bool
        let handle: Handle<Int>
        var body: some View {
            if asText { AnyView(StateTests.Inner(handle: handle)) } else { AnyView(Text("other")) }
        }
    }

    @Test func anyViewKeepsStateWhileItsTypeStaysAndDropsItWhenTheTypeChanges() {
        let handle = Handle<Int>()
        let host = TestHost(Erased(asText: true, handle: handle), size: Size(width: 8, height: 1))
        handle.value = 3
        #expect(host.lines() == ["inner 3"])
        host.rootView = Erased(asText: true, handle: handle)
        #expect(host.lines() == ["inner 3"])
        host.rootView = Erased(asText: false, handle: handle)
        #expect(host.lines() == ["other"])
        host.rootView = Erased(asText: true, handle: handle)
        #expect(host.lines() == ["inner 0"])
    }
}

@MainActor @Suite struct UndoManagerTests {
    @MainActor final class Document {
        var text = ""
        let undoManager = UndoManager()

        func set(_ new: String) {
            let old = text
            undoManager.registerUndo(withTarget: self) { $0.set(old) }
            text = new
        }
    }

    @Test func undoAndRedoWalkTheHistory() {
        let document = Document()
        document.set("a")
        document.undoManager.setActionName("Type")
        document.set("ab")
        #expect(document.undoManager.canUndo)
        #expect(document.undoManager.undoActionName == "")
        document.undoManager.undo()
        #expect(document.text == "a")
        #expect(document.undoManager.canRedo)
        document.undoManager.redo()
        #expect(document.text == "ab")
        document.undoManager.undo()
        document.undoManager.undo()
        #expect(document.text == "")
        #expect(!document.undoManager.canUndo)
        document.set("new")
        #expect(!document.undoManager.canRedo)
    }

    @Test func groupsUndoAsOneStep() {
        let document = Document()
        document.undoManager.beginUndoGrouping()
        document.set("1")
        document.set("12")
        document.undoManager.setActionName("Typing")
        document.undoManager.endUndoGrouping()
        #expect(document.undoManager.undoActionName == "Typing")
        document.undoManager.undo()
        #expect(document.text == "")
        document.undoManager.redo()
        #expect(document.text == "12")
    }

    @Test func hostsProvideAnUndoManagerAndASchemeFromTheBackground() {
        struct Reader: View {
            @Environment(\.undoManager) private var undoManager
            @Environment(\.colorScheme) private var scheme
            var body: some View { Text("\(undoManager != nil) \(scheme)") }
        }
        #expect(TestHost(Reader(), size: Size(width: 12, height: 1)).lines() == ["true dark"])
        #expect(ColorScheme(background: 250, 250, 245) == .light)
        #expect(ColorScheme(background: 30, 30, 30) == .dark)
    }
}

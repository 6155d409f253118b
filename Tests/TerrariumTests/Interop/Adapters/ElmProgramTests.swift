import Terrarium
import TerrariumTerminal
import TerrariumTesting
import Testing

@MainActor @Suite struct ElmProgramTests {
    /// A counter in the Elm architecture: keys step it, `f` loads a value with a task, `q` quits.
    struct Counter: ElmProgram, Equatable {
        enum Message: Equatable {
            case increment
            case decrement
            case fetch
            case loaded(Int)
            case double
            case twice
            case quit
            case clicked(Point)
            case pasted(String)
        }

        var step = 1
        var label = "count"

        var initialModel: Int { 0 }

        func update(_ count: inout Int, with message: Message) -> ElmCommand<Message> {
            switch message {
            case .increment: count += step
            case .decrement: count -= step
            case .fetch:
                return .run {
                    await Task.yield()
                    return .loaded(42)
                }
            case .loaded(let value): count = value
            case .double: count *= 2
            // Sent messages are applied after this update, in order.
            case .twice: return .batch([.send(.increment), .send(.double), .none])
            case .quit: return .quit
            case .clicked(let point): count = point.x * 10 + point.y
            case .pasted(let text): count = text.count
            }
            return .none
        }

        func view(_ count: Int) -> String { "\u{1B}[1m\(label):\u{1B}[0m \(count)" }

        func message(for key: KeyPress) -> Message? {
            switch key.key {
            case "+": .increment
            case "-": .decrement
            case "f": .fetch
            case "t": .twice
            case "q": .quit
            default: nil
            }
        }

        func message(for mouse: MouseEvent) -> Message? {
            guard case .press = mouse.kind else { return nil }
            return .clicked(mouse.location)
        }

        func message(forPaste text: String) -> Message? { .pasted(text) }
    }

    /// Hosts the counter, mirrors its model, and logs the keys that reach the root.
    struct Screen: View {
        let log: EventLog
        @State var step = 1
        @State var mirrored = 0
        @State var unrelated = 0

        var body: some View {
            VStack(alignment: .leading) {
                ElmView(Counter(step: step), onModelChange: { mirrored = $0 }, onQuit: { log.events.append("quit") })
                Text("mirrored \(mirrored) unrelated \(unrelated)")
                Button("bump") { unrelated += 1 }
                Button("step") { step = 10 }
            }
            .onKeyPress { press in
                guard press.key != .tab else { return .ignored }
                log.events.append("root \(press.key)")
                return .handled
            }
        }
    }

    private func focusedHost(_ log: EventLog) -> TestHost<Screen> {
        let host = TestHost(Screen(log: log), size: Size(width: 30, height: 5))
        host.render()
        host.send(.key(KeyPress(.tab)))
        return host
    }

    /// Yields to the main actor until `condition` holds, a bounded number of times.
    private func eventually(_ condition: () -> Bool) async -> Bool {
        for _ in 0..<1_000 where !condition() { await Task.yield() }
        return condition()
    }

    @Test func keysBecomeMessagesThatUpdateAndRedrawTheModel() {
        let log = EventLog()
        let host = focusedHost(log)
        #expect(host.lines()[0] == "count: 0")
        #expect(host.buffer[0, 0]?.style == Style(attributes: .bold))
        #expect(host.focusedView == "ElmView<Counter>")
        host.send(.key(KeyPress("+")))
        host.send(.key(KeyPress("+")))
        host.send(.key(KeyPress("-")))
        #expect(Array(host.lines().prefix(2)) == ["count: 1", "mirrored 1 unrelated 0"])
        host.send(.key(KeyPress("t")))
        #expect(host.lines()[0] == "count: 4")
        #expect(log.events.isEmpty)
    }

    @Test func keysWithoutAMessageBubbleToAncestors() {
        let log = EventLog()
        let host = focusedHost(log)
        host.send(.key(KeyPress("x")))
        host.send(.key(KeyPress("+")))
        host.send(.key(KeyPress(.upArrow)))
        #expect(log.events == ["root character(\"x\")", "root upArrow"])
        #expect(host.lines()[0] == "count: 1")
    }

    @Test func mouseAndPasteBecomeMessagesInTheProgramsCoordinates() {
        let host = TestHost(
            VStack(alignment: .leading) {
                Text("above")
                ElmView(Counter()).padding(.leading, 2)
            },
            size: Size(width: 20, height: 2))
        host.render()
        host.send(.mouse(MouseEvent(.press(.left), at: Point(x: 5, y: 1))))
        #expect(host.lines()[1] == "  count: 30")
        host.send(.paste("hello"))
        #expect(host.lines()[1] == "  count: 5")
    }

    @Test func anAsyncCommandsMessageArrives() async {
        let log = EventLog()
        let host = focusedHost(log)
        host.send(.key(KeyPress("f")))
        #expect(host.lines()[0] == "count: 0")
        #expect(await eventually { host.lines()[0] == "count: 42" })
        #expect(host.lines()[1].hasPrefix("mirrored 42"))
    }

    @Test func quittingStopsMessagesAndLetsKeysBubble() async {
        let log = EventLog()
        let host = focusedHost(log)
        host.send(.key(KeyPress("f")))
        host.send(.key(KeyPress("+")))
        host.send(.key(KeyPress("q")))
        #expect(log.events == ["quit"])
        host.send(.key(KeyPress("+")))
        #expect(log.events == ["quit", "root character(\"+\")"])
        for _ in 0..<50 { await Task.yield() }
        // The task's message was cancelled with the program.
        #expect(host.lines()[0] == "count: 1")
    }

    @Test func updatesOnlyForANewProgramAndKeepsTheModel() {
        let log = EventLog()
        let host = focusedHost(log)
        #expect(
            host.takeLifecycle() == [
                "ElmView<Counter> makeCoordinator", "ElmView<Counter> make", "ElmView<Counter> update(initial)",
                // Focus moved and the parent re-rendered, re-creating its closures.
                "ElmView<Counter> update(actions)",
            ])
        host.send(.key(KeyPress("+")))
        host.click(on: "[ bump ]")
        #expect(host.lines()[1] == "mirrored 1 unrelated 1")
        // The model changed and the parent re-rendered twice, but the program is the same: only
        // the parent's new closures reached the widget, each time at once.
        #expect(host.takeLifecycle() == ["ElmView<Counter> update(actions)", "ElmView<Counter> update(actions)"])
        host.click(on: "[ step ]")
        #expect(host.takeLifecycle() == ["ElmView<Counter> update(properties+actions)"])
        for _ in 0..<4 where host.focusedView?.contains("ElmView") != true {
            host.send(.key(KeyPress(.tab)))
        }
        host.send(.key(KeyPress("+")))
        #expect(host.lines()[0] == "count: 11")
    }

    /// Records whether a command's task was cancelled.
    @MainActor final class TaskLog {
        var cancelled = false
    }

    /// A program that starts with a long task.
    struct Sleeper: ElmProgram {
        let log: TaskLog
        var initialModel: Int { 0 }
        var initialCommand: ElmCommand<Int> {
            .run {
                try? await Task.sleep(for: .seconds(30))
                log.cancelled = Task.isCancelled
                return 1
            }
        }
        func update(_ model: inout Int, with message: Int) -> ElmCommand<Int> {
            model = message
            return .none
        }
        func view(_ model: Int) -> String { "slept \(model)" }
    }

    struct Sleepy: View {
        let log: TaskLog
        @State var shown = true

        var body: some View {
            VStack(alignment: .leading) {
                if shown { ElmView(Sleeper(log: log)).border() }
                Button("toggle") { shown.toggle() }
            }
        }
    }

    @Test func leavingTheScreenCancelsTheProgramsTasks() async {
        let log = TaskLog()
        let host = TestHost(Sleepy(log: log), size: Size(width: 12, height: 4))
        #expect(host.lines()[1] == "│slept 0│")
        host.clearWidgetLifecycleLog()
        host.click(on: "[ toggle ]")
        #expect(host.takeLifecycle() == ["ElmView<Sleeper> dismantle"])
        #expect(await eventually { log.cancelled })
    }

    @Test func aStandaloneWidgetStartsOnceAndSendsMessages() {
        struct Greeter: ElmProgram {
            var initialModel: [String] { [] }
            var initialCommand: ElmCommand<String> { .batch([.send("hello"), .send("world")]) }
            func update(_ words: inout [String], with word: String) -> ElmCommand<String> {
                words.append(word)
                return .none
            }
            func view(_ words: [String]) -> String { words.joined(separator: "\n") }
        }
        let widget = ElmWidget(Greeter())
        var models: [[String]] = []
        widget.onModelChange = { models.append($0) }
        #expect(!widget.isRunning)
        widget.send("ignored")
        widget.start()
        widget.start()
        #expect(widget.model == ["hello", "world"])
        #expect(models == [["hello"], ["hello", "world"]])
        #expect(widget.sizeThatFits(.unspecified) == Size(width: 5, height: 2))
        #expect(widget.sizeThatFits(ProposedViewSize(width: 3, height: 1)) == Size(width: 3, height: 1))
        #expect(!widget.handle(.key(KeyPress("a"))))
        widget.stop()
        widget.send("late")
        #expect(widget.model == ["hello", "world"])
    }
}

import Observation
import Terrarium
import TerrariumTerminal
import TerrariumTesting
import Testing

private struct GreetingKey: EnvironmentKey {
    static let defaultValue = "hello"
}

extension EnvironmentValues {
    fileprivate var greeting: String {
        get { self[GreetingKey.self] }
        set { self[GreetingKey.self] = newValue }
    }
}

/// A widget that fills whatever it is given with `#` and counts the events it is handed.
@MainActor
private final class Filler: Widget {
    weak var host: (any WidgetHost)?
    var events: [InputEvent] = []

    func draw(in context: GraphicsContext) {
        for y in 0..<context.bounds.height {
            context.draw(String(repeating: "#", count: context.bounds.width), at: Point(x: 0, y: y))
        }
    }

    func sizeThatFits(_ proposal: ProposedViewSize) -> Size { Size(width: 2, height: 1) }

    func handle(_ event: InputEvent) -> Bool {
        events.append(event)
        return true
    }
}

/// A widget no view here hosts.
@MainActor
private final class Blank: Widget {
    weak var host: (any WidgetHost)?
    func draw(in context: GraphicsContext) {}
    func sizeThatFits(_ proposal: ProposedViewSize) -> Size { .zero }
}

private struct FillerView: WidgetRepresentable {
    func makeWidget(context: Context) -> Filler { Filler() }
    func updateWidget(_ widget: Filler, context: Context) {}
}

@MainActor @Suite struct TestHostAPITests {
    @Observable @MainActor
    final class Name {
        var value = "a"
    }

    struct Shown: View {
        let name: Name
        var body: some View { Text(name.value) }
    }

    struct Greeting: View {
        @Environment(\.greeting) private var greeting
        var body: some View { Text(greeting) }
    }

    @Test func theEnvironmentGivenAtInitReachesTheViewAndSettingItRenders() {
        var environment = EnvironmentValues()
        environment.greeting = "hi"
        let host = TestHost(Greeting(), size: Size(width: 6, height: 1), environment: environment)
        #expect(host.text == "hi    ")
        host.environment.greeting = "salut"
        #expect(host.text == "salut ")
    }

    @Test func settingTheRootViewRendersItAtOnce() {
        let host = TestHost(Text("one"), size: Size(width: 5, height: 1))
        host.rootView = Text("two")
        #expect(host.text == "two  ")
    }

    @Test func linesRenderFirstSoChangesFromOutsideShow() {
        let name = Name()
        let host = TestHost(Shown(name: name), size: Size(width: 4, height: 2))
        name.value = "b"
        #expect(host.text == "a   \n    ")
        #expect(host.lines() == ["b", ""])
    }

    @Test func sendDeliversAnyEventRendersAndSaysWhetherItWasHandled() {
        struct Pressable: View {
            @State private var presses = 0
            var body: some View {
                Text("\(presses)")
                    .focusable()
                    .onKeyPress("+") {
                        presses += 1
                        return .handled
                    }
            }
        }
        let host = TestHost(Pressable(), size: Size(width: 2, height: 1))
        host.press(.tab)
        #expect(host.send(.key(KeyPress("+"))))
        #expect(host.text == "1 ")
        #expect(!host.send(.key(KeyPress("-"))))
        #expect(host.text == "1 ")
    }

    @Test func shiftTabMovesFocusBackward() {
        let log = Log()
        let view = HStack {
            Button("a") { log.entries.append("a") }
            Button("b") { log.entries.append("b") }
        }
        let host = TestHost(view, size: Size(width: 12, height: 1))
        #expect(host.press(.tab, modifiers: .shift))
        host.press(.return)
        #expect(host.press(.tab, modifiers: .shift))
        host.press(.return)
        #expect(log.entries == ["b", "a"])
    }

    @Test func performSendsACommandAlongTheFocusChainAndRenders() {
        struct Copier: View {
            @State private var copies = 0
            var body: some View {
                Text("copies \(copies)").focusable().onCommand(.copy) { copies += 1 }
            }
        }
        let host = TestHost(Copier(), size: Size(width: 8, height: 1))
        host.press(.tab)
        #expect(host.perform(.copy))
        #expect(host.text == "copies 1")
        #expect(!host.perform(.selectAll))
        #expect(host.text == "copies 1")
    }

    @Test func columnsFindTheCellsDrawnWithAttributes() {
        let view = HStack(spacing: 0) {
            Text("ab")
            Text("cd").bold()
            Text("e").bold().underline()
        }
        let host = TestHost(view, size: Size(width: 6, height: 2))
        #expect(host.columns(inRow: 0, with: .bold) == [2, 3, 4])
        #expect(host.columns(inRow: 0, with: [.bold, .underline]) == [4])
        #expect(host.columns(inRow: 1, with: .bold).isEmpty)
    }

    @Test func widgetsFindsTheHostedWidgetsOfAType() throws {
        let view = VStack {
            FillerView()
            Text("-")
            FillerView()
        }
        let host = TestHost(view, size: Size(width: 4, height: 3))
        let fillers = host.widgets(of: Filler.self)
        #expect(fillers.count == 2)
        #expect(host.widgets(of: Blank.self).isEmpty)
        host.click(x: 0, y: 0)
        let first = try #require(fillers.first)
        #expect(first.events.count == 2)
        #expect(fillers.last?.events.isEmpty == true)
    }

    @Test func resizeChangesTheSizeAndRenders() {
        let host = TestHost(Text("abc"), size: Size(width: 3, height: 1))
        host.resize(to: Size(width: 5, height: 2))
        #expect(host.size == Size(width: 5, height: 2))
        #expect(host.text == "abc  \n     ")
    }

    @Test func tearDownDismantlesTheHostedWidgets() {
        let host = TestHost(FillerView(), size: Size(width: 2, height: 1))
        host.clearWidgetLifecycleLog()
        host.tearDown()
        #expect(host.widgetLifecycleLog.map(\.description) == ["FillerView dismantle"])
    }

    @Test func aWidgetDrawsAloneAcrossTheWholeBuffer() {
        let buffer = CellBuffer(drawing: Filler(), size: Size(width: 3, height: 2))
        #expect(buffer.lines == ["###", "###"])
    }
}

@MainActor
private final class Log {
    var entries: [String] = []
}

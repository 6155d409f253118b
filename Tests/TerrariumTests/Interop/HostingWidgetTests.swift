import Terrarium
import TerrariumTerminal
import TerrariumTesting
import Testing

/// A retained container of one widget: what an imperative toolkit's view with a subwidget does.
@MainActor
final class BoxWidget: Widget, WidgetHost {
    weak var host: (any WidgetHost)?
    let child: any Widget

    init(_ child: any Widget) {
        self.child = child
        child.host = self
    }

    func draw(in context: GraphicsContext) { child.draw(in: context) }
    func sizeThatFits(_ proposal: ProposedViewSize) -> Size { child.sizeThatFits(proposal) }
    func handle(_ event: InputEvent) -> Bool { child.handle(event) }
    var acceptsFocus: Bool { child.acceptsFocus }
    func moveFocus(_ move: FocusMove) -> Bool { child.moveFocus(move) }
    func focusDidChange(_ isFocused: Bool) { child.focusDidChange(isFocused) }
    func widgetNeedsDisplay(_ widget: any Widget) { host?.widgetNeedsDisplay(self) }
    func widgetNeedsLayout(_ widget: any Widget) { host?.widgetNeedsLayout(self) }
    func traitsDidChange(_ traits: WidgetTraits) { child.traitsDidChange(traits) }
}

/// Hosts `content` in a `HostingWidget` inside a `BoxWidget`: declarative → foreign → declarative.
struct Nest<Content: View>: WidgetRepresentable {
    let content: Content

    func makeWidget(context: Context) -> BoxWidget { BoxWidget(HostingWidget(rootView: content)) }

    func updateWidget(_ widget: BoxWidget, context: Context) {
        (widget.child as? HostingWidget<Content>)?.rootView = content
    }
}

/// Shows the accent it reads and counts its evaluations.
struct AccentReader: View {
    let counter: EventLog
    @Environment(\.probeAccent) private var accent

    var body: some View {
        counter.events.append(accent)
        return Text("accent \(accent)")
    }
}

@MainActor @Suite struct HostingWidgetTests {
    @Test func environmentReachesATreeNestedThreeLevelsDeepAndRerendersItOnce() {
        let counter = EventLog()
        let root = VStack(alignment: .leading) {
            Text("outer")
            Nest(content: Nest(content: Nest(content: AccentReader(counter: counter))))
        }
        var environment = EnvironmentValues()
        environment.probeAccent = "green"
        let host = TestHost(root.environment(\.probeAccent, "green"), size: Size(width: 20, height: 2))
        #expect(host.lines() == ["outer", "accent green"])
        counter.events.removeAll()
        host.rootView = root.environment(\.probeAccent, "blue")
        #expect(host.lines() == ["outer", "accent blue"])
        #expect(counter.events == ["blue"])
        // An unrelated re-render of the outer tree evaluates nothing inside.
        host.rootView = root.environment(\.probeAccent, "blue")
        #expect(host.lines() == ["outer", "accent blue"])
        #expect(counter.events == ["blue"])
    }

    /// Slides right when the outer accent is blue.
    struct AccentSlider: View {
        @Environment(\.probeAccent) private var accent
        var body: some View { Text("#").offset(x: accent == "blue" ? 10 : 0).frame(width: 12, alignment: .leading) }
    }

    /// An outer tree whose accent changes with an animation, for a nested tree to follow.
    struct AnimatedAccent: View {
        let handle: Handle<Bool>
        @State private var blue = false
        var body: some View {
            let _ = handle.capture($blue)
            Nest(content: Nest(content: AccentSlider()))
                .environment(\.probeAccent, blue ? "blue" : "green")
        }
    }

    @Test func aTransactionCrossesIntoNestedTreesWhichAnimateOnTheOuterFrameClock() {
        let handle = Handle<Bool>()
        let host = TestHost(AnimatedAccent(handle: handle), size: Size(width: 12, height: 1))
        #expect(host.lines() == ["#"])
        withAnimation(.linear(duration: 1)) { handle.value = true }
        #expect(host.lines() == ["#"])
        // The outer host knows a nested animation runs, so a run loop keeps drawing frames.
        #expect(host.isAnimating)
        host.advance(by: .milliseconds(500))
        #expect(host.lines() == ["     #"])
        host.advance(by: .milliseconds(500))
        #expect(host.lines() == ["          #"])
        #expect(!host.isAnimating)
        // Without an animation the nested tree jumps.
        handle.value = false
        #expect(host.lines() == ["#"])
        #expect(!host.isAnimating)
    }

    struct Slide: View {
        let handle: Handle<Bool>
        @State private var on = false
        var body: some View {
            let _ = handle.capture($on)
            Text("#").offset(x: on ? 6 : 0).frame(width: 8, alignment: .leading)
        }
    }

    @Test func outsideADeclarativeHostTheWidgetAnimatesOnItsOwnClock() {
        let handle = Handle<Bool>()
        let widget = HostingWidget(rootView: Slide(handle: handle))
        func drawn() -> String {
            let buffer = CellBuffer(size: Size(width: 8, height: 1))
            widget.draw(in: GraphicsContext(buffer))
            return buffer.lines[0]
        }
        #expect(drawn() == "#       ")
        withAnimation(.linear(duration: 1)) { handle.value = true }
        #expect(drawn() == "#       ")
        #expect(widget.isAnimating)
        // The imperative host advances the widget's clock with its own frames.
        widget.clock.advance(by: .milliseconds(500))
        #expect(drawn() == "   #    ")
        widget.clock.advance(by: .milliseconds(500))
        #expect(drawn() == "      # ")
        #expect(!widget.isAnimating)
    }

    @Test func sizeIsRightAsSoonAsTheRootViewIsSet() {
        let widget = HostingWidget(rootView: AnyView(Text("four")))
        #expect(widget.idealSize == Size(width: 4, height: 1))
        widget.rootView = AnyView(Text("a longer line\nand two").lineLimit(2))
        #expect(widget.sizeThatFits(.unspecified) == Size(width: 13, height: 2))
        #expect(widget.sizeThatFits(ProposedViewSize(width: 7, height: nil)).width <= 7)
        #expect(widget.maximumSize.width == 13)
    }

    /// A counter inside the nested tree.
    struct Counter: View {
        @State private var count = 0
        var body: some View {
            HStack {
                Button("a") { count += 1 }
                Button("b") { count += 10 }
                Text("n=\(count)")
            }
        }
    }

    @Test func focusWalksIntoTheNestedTreeAndOutAndItsStateRedrawsTheHost() throws {
        let log = EventLog()
        let host = TestHost(
            VStack(alignment: .leading) {
                Button("top") { log.events.append("top") }
                Nest(content: Counter())
                Button("end") { log.events.append("end") }
            },
            size: Size(width: 24, height: 3))
        host.render()
        func tabAndEnter() {
            host.send(.key(KeyPress(.tab)))
            host.send(.key(KeyPress(.return)))
            host.render()
        }
        tabAndEnter()
        #expect(log.events == ["top"])
        tabAndEnter()
        #expect(host.lines()[1].hasSuffix("n=1"))
        tabAndEnter()
        #expect(host.lines()[1].hasSuffix("n=11"))
        tabAndEnter()
        #expect(log.events == ["top", "end"])
        // Shift+Tab goes back in at the last part.
        host.send(.key(KeyPress(.tab, modifiers: .shift)))
        host.send(.key(KeyPress(.return)))
        #expect(host.lines()[1].hasSuffix("n=21"))
        // A click lands on the nested button in its own coordinates.
        let row = host.lines()[1]
        let column = row.distance(from: row.startIndex, to: try #require(row.firstIndex(of: "a")))
        host.send(.mouse(MouseEvent(.press(.left), at: Point(x: column, y: 1))))
        host.send(.mouse(MouseEvent(.release(.left), at: Point(x: column, y: 1))))
        #expect(host.lines()[1].hasSuffix("n=22"))
    }

    /// A button that removes itself when pressed, beside one that stays.
    struct Vanishing: View {
        let log: EventLog
        @State private var showsB = true
        var body: some View {
            HStack {
                Button("a") { log.events.append("a") }
                if showsB { Button("b") { showsB = false } }
            }
        }
    }

    /// A hosted tree repairs focus as a view host does: focus that left with a removed view goes
    /// to a neighbour in the same frame.
    @Test func focusLeavingWithARemovedViewMovesToANeighbourInAHostedTree() {
        let log = EventLog()
        let widget = HostingWidget(rootView: Vanishing(log: log))
        let buffer = CellBuffer(size: Size(width: 12, height: 1))
        widget.draw(in: GraphicsContext(buffer))
        #expect(widget.moveFocus(.last))
        #expect(widget.handle(.key(KeyPress(.return))))
        buffer.clear()
        widget.draw(in: GraphicsContext(buffer))
        #expect(buffer.lines[0] == "[ a ]       ")
        #expect(widget.handle(.key(KeyPress(.return))))
        #expect(log.events == ["a"])
    }

    @Test func aWidgetTakenOutOfItsDeclarativeHostGoesBackToItsOwnEnvironmentAndClock() {
        let counter = EventLog()
        var base = EnvironmentValues()
        base.probeAccent = "base"
        let widget = HostingWidget(rootView: AccentReader(counter: counter), environment: base)
        let ownClock = widget.clock
        let outer = ViewHost(
            rootView: Holding(widget: widget).environment(\.probeAccent, "outer"),
            size: Size(width: 20, height: 1))
        outer.render()
        #expect(outer.text.hasPrefix("accent outer"))
        #expect(widget.clock === outer.clock)
        widget.traitsDidChange(WidgetTraits())
        #expect(widget.clock === ownClock)
        let buffer = CellBuffer(size: Size(width: 20, height: 1))
        widget.draw(in: GraphicsContext(buffer))
        #expect(buffer.lines[0].hasPrefix("accent base"))
    }
}

/// Shows a widget made beforehand, so a test can reach it.
struct Holding<Hosted: Widget>: WidgetRepresentable {
    let widget: Hosted

    func makeWidget(context: Context) -> Hosted { widget }
    func updateWidget(_ widget: Hosted, context: Context) {}
}

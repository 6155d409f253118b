import TerrariumTerminal
import TerrariumTesting
import TerrariumWidgets
import Testing

/// A view that lays its subwidgets out with a closure and counts how often it does.
@MainActor
final class LayoutView: WidgetView {
    var layout: (LayoutView) -> Void = { _ in }
    private(set) var layoutCount = 0

    override func layoutSubwidgets() {
        layoutCount += 1
        layout(self)
    }
}

@MainActor @Suite struct WidgetViewTests {
    // MARK: - Invalidation

    @Test func invalidationFromANestedChildReachesTheRootHost() {
        let recorder = HostRecorder()
        let root = WidgetView()
        let middle = WidgetView()
        let leaf = Label("leaf")
        let foreign = ProbeWidget()
        root.host = recorder
        root.addSubwidget(middle)
        middle.addSubwidget(leaf)
        middle.addSubwidget(foreign)
        recorder.reset()

        leaf.setNeedsDisplay()
        #expect(recorder.displayRequests == [ObjectIdentifier(root)])
        #expect(recorder.layoutCount == 0)

        leaf.invalidateIntrinsicSize()
        #expect(recorder.layoutRequests == [ObjectIdentifier(root)])

        recorder.reset()
        foreign.host?.widgetNeedsDisplay(foreign)
        #expect(recorder.displayRequests == [ObjectIdentifier(root)])
        foreign.host?.widgetNeedsLayout(foreign)
        #expect(recorder.layoutRequests == [ObjectIdentifier(root)])

        recorder.reset()
        leaf.text = "a longer leaf"
        #expect(recorder.layoutCount == 1)
        #expect(recorder.displayCount >= 1)
    }

    @Test func aDetachedViewTellsNoHost() {
        let recorder = HostRecorder()
        let root = WidgetView()
        let child = WidgetView()
        root.host = recorder
        root.addSubwidget(child)
        child.removeFromSuperwidget()
        recorder.reset()
        child.setNeedsDisplay()
        child.invalidateIntrinsicSize()
        #expect(recorder.displayCount == 0)
        #expect(recorder.layoutCount == 0)
        #expect(child.host == nil)
    }

    @Test func layoutRunsBeforeDrawingOnlyWhenSomethingChangedAndAsksForNoFurtherFrame() {
        let recorder = HostRecorder()
        let root = LayoutView()
        let child = LayoutView()
        root.host = recorder
        root.addSubwidget(child)
        root.layout = { view in child.frame = Rect(x: 1, y: 1, width: view.bounds.width - 2, height: 1) }
        recorder.reset()

        _ = CellBuffer(drawing: root, size: Size(width: 10, height: 3))
        #expect(root.layoutCount == 1)
        #expect(child.layoutCount == 1)
        #expect(child.frame == Rect(x: 1, y: 1, width: 8, height: 1))
        #expect(recorder.displayCount == 0)

        _ = CellBuffer(drawing: root, size: Size(width: 10, height: 3))
        #expect(root.layoutCount == 1)
        #expect(child.layoutCount == 1)

        _ = CellBuffer(drawing: root, size: Size(width: 12, height: 3))
        #expect(root.layoutCount == 2)
        #expect(child.layoutCount == 2)
        #expect(child.frame.width == 10)

        root.setNeedsLayout()
        #expect(recorder.displayCount == 1)
        _ = CellBuffer(drawing: root, size: Size(width: 12, height: 3))
        #expect(root.layoutCount == 3)
        #expect(child.layoutCount == 2)
    }

    @Test func aSubwidgetsIntrinsicSizeChangeLaysItsSuperwidgetOutAgain() {
        let root = LayoutView()
        let label = Label("ab")
        root.addSubwidget(label)
        root.layout = { _ in label.frame = Rect(origin: .zero, size: label.sizeThatFits(.unspecified)) }
        let first = CellBuffer(drawing: root, size: Size(width: 6, height: 1))
        #expect(first.lines == ["ab    "])
        label.text = "abcd"
        let second = CellBuffer(drawing: root, size: Size(width: 6, height: 1))
        #expect(root.layoutCount == 2)
        #expect(second.lines == ["abcd  "])
    }

    @Test func theRootTakesTheSizeItIsDrawnAtWithItsOriginAtZero() {
        let root = WidgetView(frame: Rect(x: 5, y: 5, width: 1, height: 1))
        _ = CellBuffer(drawing: root, size: Size(width: 10, height: 4))
        #expect(root.frame == Rect(x: 0, y: 0, width: 10, height: 4))
        #expect(root.bounds == Rect(x: 0, y: 0, width: 10, height: 4))
    }

    @Test func traitsReachSubwidgetsAddedBeforeAndAfterAndLeaveWithThem() {
        let root = WidgetView()
        let middle = WidgetView()
        let early = WidgetView()
        let late = WidgetView()
        middle.addSubwidget(early)
        root.addSubwidget(middle)
        var traits = WidgetTraits()
        traits[ProbeTrait.self] = "outer"
        root.traitsDidChange(traits)
        middle.addSubwidget(late)
        #expect(early.traits[ProbeTrait.self] == "outer")
        #expect(late.traits[ProbeTrait.self] == "outer")
        late.removeFromSuperwidget()
        #expect(late.traits[ProbeTrait.self] == "none")
        #expect(early.traits[ProbeTrait.self] == "outer")
    }

    // MARK: - The tree

    @Test func addingMovesAWidgetBetweenSuperwidgetsKeepingItsFrame() {
        let first = WidgetView()
        let second = WidgetView()
        let probe = ProbeWidget()
        let view = WidgetView(frame: Rect(x: 2, y: 0, width: 3, height: 1))
        first.addSubwidget(probe)
        first.addSubwidget(view)
        first.setFrame(Rect(x: 1, y: 1, width: 2, height: 2), of: probe)

        second.addSubwidget(probe)
        second.addSubwidget(view)
        #expect(first.subwidgets.isEmpty)
        #expect(second.subwidgets.count == 2)
        #expect(probe.host === second)
        #expect(view.superwidget === second)
        #expect(second.frame(of: probe) == Rect(x: 1, y: 1, width: 2, height: 2))
        #expect(second.frame(of: view) == Rect(x: 2, y: 0, width: 3, height: 1))
        #expect(first.frame(of: probe) == .zero)

        second.addSubwidget(probe)
        #expect(second.subwidgets.last === probe)
        #expect(second.subwidgets.count == 2)

        second.removeSubwidget(probe)
        #expect(probe.host == nil)
        view.removeFromSuperwidget()
        #expect(view.superwidget == nil)
        #expect(second.subwidgets.isEmpty)
    }

    // MARK: - Drawing

    @Test func drawingFillsTheBackgroundThenEachSubwidgetClippedToItsFrameBackToFront() {
        let root = WidgetView()
        root.backgroundStyle = Style(background: .blue)
        let back = ProbeWidget("a")
        let front = ProbeWidget("b")
        root.addSubwidget(back)
        root.addSubwidget(front)
        root.setFrame(Rect(x: 1, y: 0, width: 4, height: 1), of: back)
        root.setFrame(Rect(x: 3, y: 0, width: 2, height: 2), of: front)
        let buffer = CellBuffer(drawing: root, size: Size(width: 6, height: 3))
        #expect(buffer.lines == [" aabb ", "   bb ", "      "])
        #expect(buffer[0, 2]?.style.background == .blue)
        #expect(buffer[1, 0]?.style.background == .blue)
    }

    @Test func aSubwidgetWithAnEmptyFrameIsNotDrawn() {
        let root = WidgetView()
        root.addSubwidget(ProbeWidget("x"))
        #expect(CellBuffer(drawing: root, size: Size(width: 3, height: 1)).lines == ["   "])
    }

    // MARK: - Hit testing and mouse routing

    @Test func aClickReachesTheChildUnderItInTheChildsCoordinates() {
        let root = WidgetView()
        let probe = ProbeWidget()
        root.addSubwidget(probe)
        root.setFrame(Rect(x: 8, y: 2, width: 5, height: 3), of: probe)
        _ = CellBuffer(drawing: root, size: Size(width: 20, height: 6))

        #expect(root.hitTest(Point(x: 10, y: 3)) === probe)
        #expect(root.handle(click(10, 3)))
        #expect(probe.mouseLocations == [Point(x: 2, y: 1)])

        #expect(root.hitTest(Point(x: 7, y: 3)) === root)
        #expect(!root.handle(click(7, 3)))
        #expect(root.hitTest(Point(x: 20, y: 3)) == nil)
        #expect(probe.events.count == 1)
    }

    @Test func nestedViewsTranslateAtEachLevelAndTheFrontmostWins() {
        let root = WidgetView()
        let panel = WidgetView(frame: Rect(x: 4, y: 1, width: 10, height: 4))
        let back = ProbeWidget("a")
        let front = ProbeWidget("b")
        root.addSubwidget(panel)
        panel.addSubwidget(back)
        panel.addSubwidget(front)
        panel.setFrame(Rect(x: 0, y: 0, width: 6, height: 2), of: back)
        panel.setFrame(Rect(x: 3, y: 1, width: 3, height: 2), of: front)
        _ = CellBuffer(drawing: root, size: Size(width: 20, height: 6))

        #expect(root.hitTest(Point(x: 8, y: 2)) === front)
        #expect(root.hitTest(Point(x: 5, y: 2)) === back)
        #expect(root.hitTest(Point(x: 13, y: 4)) === panel)

        #expect(root.handle(click(8, 2)))
        #expect(front.mouseLocations == [Point(x: 1, y: 0)])
        #expect(back.events.isEmpty)
        #expect(root.handle(click(5, 2)))
        #expect(back.mouseLocations == [Point(x: 1, y: 1)])
    }

    @Test func dragsAndTheReleaseGoToTheWidgetThatTookThePress() {
        let root = WidgetView()
        let pressed = ProbeWidget("a")
        let other = ProbeWidget("b")
        root.addSubwidget(pressed)
        root.addSubwidget(other)
        root.setFrame(Rect(x: 0, y: 0, width: 2, height: 1), of: pressed)
        root.setFrame(Rect(x: 5, y: 0, width: 2, height: 1), of: other)
        _ = CellBuffer(drawing: root, size: Size(width: 10, height: 1))

        #expect(root.handle(click(1, 0)))
        #expect(root.handle(.mouse(MouseEvent(.drag(.left), at: Point(x: 6, y: 0)))))
        #expect(root.handle(.mouse(MouseEvent(.release(.left), at: Point(x: 6, y: 0)))))
        #expect(pressed.mouseLocations == [Point(x: 1, y: 0), Point(x: 6, y: 0), Point(x: 6, y: 0)])
        #expect(other.events.isEmpty)

        #expect(root.handle(.mouse(MouseEvent(.release(.left), at: Point(x: 6, y: 0)))))
        #expect(other.mouseLocations == [Point(x: 1, y: 0)])
    }

    @Test func anEventNoSubwidgetConsumesIsNotConsumed() {
        let root = WidgetView()
        let probe = ProbeWidget()
        probe.consumes = false
        root.addSubwidget(probe)
        root.setFrame(Rect(x: 0, y: 0, width: 3, height: 1), of: probe)
        _ = CellBuffer(drawing: root, size: Size(width: 3, height: 1))
        #expect(!root.handle(click(1, 0)))
        #expect(probe.events.count == 1)
        #expect(!root.handle(key(.downArrow)))
    }

    // MARK: - Size

    @Test func sizeThatFitsIsTheIntrinsicSizeOrTheProposal() {
        let flexible = WidgetView()
        #expect(flexible.sizeThatFits(ProposedViewSize(width: 7, height: nil)) == Size(width: 7, height: 10))
        let label = Label("four")
        #expect(label.sizeThatFits(.unspecified) == Size(width: 4, height: 1))
        #expect(label.sizeThatFits(ProposedViewSize(width: 2, height: 5)) == Size(width: 2, height: 1))
    }
}

/// A value pushed down the widget tree in tests.
private enum ProbeTrait: WidgetTraitKey {
    static var defaultValue: String { "none" }
}

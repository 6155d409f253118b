import Terrarium
import TerrariumTerminal
import TerrariumTesting
import Testing

/// A retained widget showing one line of text, counted by the inspector's hosted widgets.
@MainActor
final class LabelWidget: Widget {
    weak var host: (any WidgetHost)?
    var text = "" { didSet { host?.widgetNeedsDisplay(self) } }

    func draw(in context: GraphicsContext) { context.draw(text, at: .zero) }
    func sizeThatFits(_ proposal: ProposedViewSize) -> Size { Size(width: text.count, height: 1) }
}

/// Hosts a ``LabelWidget`` showing `text`.
struct LabelRepresentable: WidgetRepresentable {
    let text: String

    func makeWidget(context: Context) -> LabelWidget { LabelWidget() }
    func updateWidget(_ widget: LabelWidget, context: Context) { widget.text = text }
}

/// A small app with a counter, a hosted widget and a declarative tree nested in a foreign one.
struct InspectedApp: View {
    let handle: Handle<Int>
    @State private var count = 0

    var body: some View {
        let _ = handle.capture($count)
        VStack(alignment: .leading) {
            Text("count \(count)")
            LabelRepresentable(text: "stars \(count)")
            Button("Add") { count += 1 }
            Nest(content: Button("Inner") {})
        }
    }
}

@MainActor @Suite struct InspectorTests {
    let handle = Handle<Int>()

    func makeHost(width: Int = 60, height: Int = 14) -> TestHost<InspectedApp> {
        TestHost(InspectedApp(handle: handle), size: Size(width: width, height: height))
    }

    @Test func closedByDefaultTheFrameIsTheAppsOwnAndNothingRecords() {
        let host = makeHost()
        #expect(!host.isInspectorOpen)
        #expect(host.buffer === host.host.buffer)
        host.press(.tab)
        handle.value = 2
        host.render()
        #expect(host.host.graph.inspection == nil)
        #expect(!host.text.contains("Inspector"))
    }

    @Test func f12DrawsThePanelOverTheAppAndF12AgainLeavesTheAppAsItWas() {
        let host = makeHost()
        let app = host.lines()
        let tree = host.treeDescription
        #expect(host.press(.function(12)))
        #expect(host.isInspectorOpen)
        let open = host.lines()
        #expect(open[0].hasPrefix("count 0"))
        #expect(open[0].contains("┌─ Inspector "))
        #expect(host.location(of: "┌─ Inspector")?.x == 30)
        // The app's half of the screen is the app's, and its layout and cells did not change.
        for (row, line) in app.enumerated() {
            #expect(String(open[row].prefix(30)).trimmingTrailingSpaces == String(line.prefix(30)))
        }
        #expect(host.treeDescription == tree)
        #expect(host.host.text.contains("Inspector") == false)
        #expect(host.press(.function(12)))
        #expect(!host.isInspectorOpen)
        #expect(host.lines() == app)
        #expect(host.host.graph.inspection == nil)
    }

    @Test func theReportGivesViewsWithScreenFramesTheFocusChainAndTheHostedWidgets() {
        let host = makeHost()
        host.isInspectorOpen = true
        host.press(.tab)
        let report = host.inspection
        #expect(report.focusChain == ["InspectedApp", "VStack", "Button"])
        let button = report.views.first { $0.isFocused }
        #expect(button?.typeName == "Button")
        #expect(button?.frame == Rect(x: 0, y: 2, width: 7, height: 1))
        #expect(report.views.filter(\.isFocused).count == 1)
        #expect(report.hostedWidgets.map(\.representable) == ["LabelRepresentable", "Nest"])
        #expect(report.hostedWidgets.map(\.widget) == ["LabelWidget", "BoxWidget"])
        #expect(report.hostedWidgets[0].frame == Rect(x: 0, y: 1, width: 7, height: 1))
        #expect(report.hostedWidgets[0].updates == 1)
        #expect(report.hostedWidgets[0].lastUpdateReasons == .initial)
    }

    @Test func aChangedPropertyCountsAnUpdateWithItsReasonOnlyForTheWidgetThatChanged() {
        let host = makeHost()
        host.isInspectorOpen = true
        handle.value = 4
        host.render()
        let report = host.inspection
        #expect(report.hostedWidgets[0].updates == 2)
        #expect(report.hostedWidgets[0].lastUpdateReasons == .properties)
        #expect(report.hostedWidgets[1].updates == 1)
        #expect(report.hostedWidgets[1].lastUpdateReasons == .initial)
        #expect(host.inspectionDump.contains("LabelRepresentable → LabelWidget (0, 1) 7x1: 2 updates, last properties"))
    }

    @Test func aTreeNestedInAForeignWidgetIsListedUnderItsRepresentableWithScreenFramesAndFocus() {
        let host = makeHost()
        host.isInspectorOpen = true
        host.press(.tab)
        host.press(.tab)
        let report = host.inspection
        #expect(report.hosts.count == 1)
        #expect(report.hosts.first?.typeName == "HostingWidget<Button>")
        #expect(report.hosts.first?.representable == "Nest")
        #expect(report.hosts.first?.origin == Point(x: 0, y: 3))
        #expect(report.hostedWidgets[1].nestedHosts == [0])
        let nest = report.views.firstIndex { $0.typeName == "Nest" }!
        let inner = report.views[nest + 1]
        #expect(inner.typeName == "Button")
        #expect(inner.host == 0)
        #expect(inner.depth == report.views[nest].depth + 1)
        #expect(inner.frame == Rect(x: 0, y: 3, width: 9, height: 1))
        #expect(inner.isFocused)
        #expect(report.focusChain == ["InspectedApp", "VStack", "Nest", "Button"])
    }

    @Test func onlyTheViewsEvaluatedForTheLastFrameAreMarkedAndItsRedrawnRegionsKept() {
        let host = makeHost()
        host.isInspectorOpen = true
        host.press(.tab)
        host.press(.return)
        let report = host.inspection
        let invalidated = report.views.filter(\.wasInvalidated).map(\.typeName)
        #expect(invalidated.contains("InspectedApp"))
        #expect(invalidated.contains("LabelRepresentable"))
        // Nothing in the nested tree was evaluated again: its button kept its title.
        let nest = report.views.firstIndex { $0.typeName == "Nest" }!
        #expect(report.views[(nest + 1)...].allSatisfy { !$0.wasInvalidated && $0.evaluations == 0 })
        #expect((report.views.first { $0.typeName == "InspectedApp" }?.evaluations ?? 0) >= 1)
        #expect(report.redrawRegions.first == [Rect(x: 0, y: 0, width: 7, height: 3)])
        #expect(report.redrawRegions.count <= 3)
    }

    @Test func theRegionsRedrawnAreTintedAndThePickedViewOutlined() throws {
        let host = makeHost(height: 20)
        host.isInspectorOpen = true
        handle.value = 1
        host.render()
        // The newest redraw is tinted where the app left the background as it was.
        #expect(host.buffer[5, 0]?.style.background == .indexed(89))
        #expect(host.buffer[5, 5]?.style.background == .default)
        // Picking a view in the panel outlines it on screen.
        let row = try #require(host.location(of: "LabelRepresentab"))
        host.click(x: row.x, y: row.y)
        #expect(host.buffer[0, 1]?.style.background == .brightYellow)
        #expect(host.buffer[6, 1]?.style.background == .brightYellow)
        #expect(host.buffer[0, 1]?.grapheme == "s")
        #expect(host.lines()[1].hasPrefix("stars 1"))
    }

    @Test func thePointerOverThePanelIsTheInspectorsAndElsewhereTheApps() throws {
        let host = makeHost()
        host.isInspectorOpen = true
        #expect(host.send(.mouse(MouseEvent(.scroll(.down), at: Point(x: 40, y: 6)))))
        let add = try #require(host.location(of: "[ Add ]"))
        host.click(x: add.x + 2, y: add.y)
        #expect(handle.value == 1)
        host.isInspectorOpen = false
        #expect(!host.send(.mouse(MouseEvent(.scroll(.down), at: Point(x: 40, y: 6)))))
    }

    @Test func aScreenTooSmallForThePanelGetsOneLine() {
        let host = makeHost(width: 20, height: 5)
        host.isInspectorOpen = true
        #expect(host.lines()[4] == "inspector: 10 views")
        host.resize(to: Size(width: 1, height: 1))
        #expect(host.lines() == ["i"])
        host.resize(to: Size(width: 0, height: 0))
        #expect(host.lines() == [])
    }

    @Test func theDumpListsEverySection() {
        let host = makeHost()
        host.press(.tab)
        let dump = host.inspectionDump
        #expect(dump.hasPrefix("Terrarium inspector\nframe: "))
        #expect(dump.contains("focus: InspectedApp › VStack › Button"))
        #expect(dump.contains("        Button (0, 2) 7x1 ●"))
        #expect(dump.contains("hosted widgets (2):"))
        #expect(dump.contains("#0 HostingWidget<Button> in Nest at (0, 3): 2 views"))
        #expect(dump.contains("redrawn, newest frame first:"))
    }

    @Test func theKeysAreOptionsAndTheEnvironmentOpensItAtLaunch() {
        let graph = ViewGraph()
        let f11 = Inspector(options: InspectorOptions(toggleKey: KeyPress(.function(11))))
        #expect(f11.handle(.key(KeyPress(.function(12))), graph: graph) == nil)
        #expect(f11.handle(.key(KeyPress(.function(11))), graph: graph) == .toggled)
        #expect(f11.isOpen)
        #expect(f11.handle(.key(KeyPress(.function(11), phase: .up)), graph: graph) == nil)
        let none = Inspector(options: .keysDisabled)
        #expect(none.handle(.key(KeyPress(.function(12))), graph: graph) == nil)
        #expect(!none.isOpen)
        #expect(Inspector(options: InspectorOptions(), environment: ["TERRARIUM_INSPECT": "1"]).isOpen)
        #expect(!Inspector(options: InspectorOptions(), environment: ["TERRARIUM_INSPECT": "0"]).isOpen)
        #expect(Inspector(options: InspectorOptions(opensAtLaunch: true)).isOpen)
        let open = Inspector(options: InspectorOptions(opensAtLaunch: true))
        #expect(open.handle(.key(KeyPress(.function(12), modifiers: .shift)), graph: graph) == .dump)
    }
}

extension String {
    /// The string without spaces at its end.
    fileprivate var trimmingTrailingSpaces: String { String(reversed().drop { $0 == " " }.reversed()) }
}

@MainActor @Suite struct InspectorSnapshotTests {
    @Test func theOverlayOverTheApp() {
        let handle = Handle<Int>()
        let host = TestHost(InspectedApp(handle: handle), size: Size(width: 64, height: 16))
        host.press(.function(12))
        host.press(.tab)
        assertInlineSnapshot(of: host, as: .text) {
            """
            count 0                         ┌─ Inspector ──────────────────┐
            stars 0                         │frame 387 bytes · 200 cells   │
            [ Add ]                         │focus … › VStack › Button     │
            [ Inner ]                       │10 views · 2 widgets · 1 neste│
                                            │─ views  ● focus  * evaluated │
                                            │      Text (0, 0) 7x1 ⟨staticT│
                                            │      LabelRepresentable (0, 1│
                                            │      Button (0, 2) 7x1 ● * ×1│
                                            │        Text (2, 2) 3x1       │
                                            │      Nest (0, 3) 9x1 * ×1 ⟨wi│
                                            │─ hosted widgets              │
                                            │LabelRepresentable → LabelWidg│
                                            │Nest → BoxWidget (0, 3) 9x1: 1│
                                            │#0 HostingWidget<Button> in Ne│
                                            │─ redrawn (0, 2) 7x1          │
                                            └─ F12 close · Shift+F12 dump ─┘
            """
        }
    }
}

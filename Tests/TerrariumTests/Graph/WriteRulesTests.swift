import Foundation
import TerrariumTerminal
import TerrariumTesting
import Testing

@testable import Terrarium
@testable import TerrariumCore

/// A widget that, while it is updated, asks to be laid out again and records what the graph
/// made of the request at that moment.
@MainActor
private final class SelfInvalidatingWidget: Widget {
    weak var host: (any WidgetHost)?
    var width = 3
    var onUpdate: (() -> Void)?

    func draw(in context: GraphicsContext) { context.draw(String(repeating: "#", count: width), at: .zero) }
    func sizeThatFits(_ proposal: ProposedViewSize) -> Size { Size(width: width, height: 1) }
}

/// Grows its widget to `width` in every update, asking for layout as a retained widget does.
private struct SelfInvalidating: WidgetRepresentable {
    let width: Int
    let seen: Box<[String]>
    let graph: Box<ViewGraph?>

    func makeWidget(context: Context) -> SelfInvalidatingWidget { SelfInvalidatingWidget() }

    func updateWidget(_ widget: SelfInvalidatingWidget, context: Context) {
        widget.width = width
        widget.host?.widgetNeedsLayout(widget)
        if let graph = graph.value {
            seen.value.append("\(graph.writes.situation) queued:\(graph.scheduler.hasPendingWork)")
        }
    }
}

@MainActor @Suite struct WriteRulesTests {
    /// The rows of `Docs/Architecture.md`'s writes table, by first cell.
    static func documentedRows() throws -> [String: [String]] {
        let rows = try ArchitectureDocument.rows(
            ofTableWithHeader: "| writer | idle | evaluating | layingOut | drawing |")
        return Dictionary(rows.map { ($0[0], Array($0.dropFirst())) }, uniquingKeysWith: { first, _ in first })
    }

    static func words(_ effect: WriteEffect, reported: Bool) -> String {
        let base =
            switch effect {
            case .now: "now"
            case .nextPass: "next pass"
            case .nextLayoutRound: "next layout round"
            }
        return reported ? base + ", reported" : base
    }

    static func words(_ effect: InvalidationEffect) -> String {
        switch effect {
        case .now: "now"
        case .afterPass: "after the pass"
        case .dropped: "dropped"
        }
    }

    @Test func theArchitectureDocumentStatesTheRulesTheCodeApplies() throws {
        let rows = try Self.documentedRows()
        let situations: [WriteSituation] = [.idle, .evaluating, .layingOut, .drawing]
        #expect(situations.count == WriteSituation.allCases.count)
        for writer in StateWriter.allCases {
            let expected = situations.map {
                Self.words(WriteRules.effect(of: writer, in: $0), reported: WriteRules.isReported(writer, in: $0))
            }
            #expect(rows["\(writer)"] == expected, "the \(writer) row")
        }
        #expect(rows["invalidation"] == situations.map { Self.words(WriteRules.effect(ofInvalidationIn: $0)) })
    }

    @Test func aWidgetAskingForLayoutDuringItsUpdateIsHeardAfterThePass() {
        struct Screen: View {
            let width: Handle<Int>
            let seen: Box<[String]>
            let graph: Box<ViewGraph?>
            @State private var value = 3
            var body: some View {
                let _ = width.capture($value)
                HStack(spacing: 0) {
                    SelfInvalidating(width: value, seen: seen, graph: graph)
                    Text("|")
                }
            }
        }
        let width = Handle<Int>()
        let seen = Box<[String]>([])
        let graph = Box<ViewGraph?>(nil)
        let host = TestHost(Screen(width: width, seen: seen, graph: graph), size: Size(width: 10, height: 1))
        #expect(host.lines()[0] == "###|")
        graph.value = host.host.graph
        width.value = 6
        host.render()
        // The request waited for the pass to end instead of invalidating the node mid-update,
        // and the new width is laid out in the same frame.
        #expect(seen.value == ["evaluating queued:true"])
        #expect(host.lines()[0] == "######|")
        #expect(host.host.graph.diagnostics.isEmpty)
        #expect(!host.host.graph.scheduler.hasPendingWork)
    }

    @Test func aWidgetAskingWhileItIsDrawnIsDroppedAndAsksForNoFrame() {
        let requests = Box(0)
        let host = TestHost(DrawingAsker(), size: Size(width: 6, height: 1))
        host.host.graph.onNeedsUpdate = { requests.value += 1 }
        host.host.size = Size(width: 5, height: 1)
        host.render()
        #expect(host.lines()[0] == "asks")
        // The widget asked while drawn, in this frame and the one before: neither asks for more.
        #expect(requests.value == 0)
        #expect(!host.host.hasPendingUpdates)
    }
}

/// A value shared between a test and the views or widgets it builds.
@MainActor
private final class Box<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}

/// A widget that asks to be drawn and laid out again every time it is drawn.
@MainActor
private final class AskingWidget: Widget {
    weak var host: (any WidgetHost)?

    func draw(in context: GraphicsContext) {
        context.draw("asks", at: .zero)
        host?.widgetNeedsDisplay(self)
        host?.widgetNeedsLayout(self)
    }

    func sizeThatFits(_ proposal: ProposedViewSize) -> Size { Size(width: 4, height: 1) }
}

private struct DrawingAsker: WidgetRepresentable {
    func makeWidget(context: Context) -> AskingWidget { AskingWidget() }
    func updateWidget(_ widget: AskingWidget, context: Context) {}
}

import Foundation
import Terrarium
import TerrariumTerminal
import TerrariumTesting
import TerrariumWidgets
import Testing

extension ContentType {
    fileprivate static let shelfPlant = ContentType(exportedAs: "com.example.shelf-plant", conformingTo: .json)
}

/// A plant on the shelf: JSON under its own type, or its name as text.
struct ShelfPlant: Codable, Transferable {
    var name: String

    static var transferRepresentation: some TransferRepresentation {
        CodableRepresentation(contentType: .shelfPlant)
        ProxyRepresentation(exporting: \.name)
    }
}

/// A foreign widget listing plants one per row, offering the row under a drag's start.
@MainActor
final class ShelfWidget: Widget, TransferResponder {
    weak var host: (any WidgetHost)?
    let names = ["Oak", "Ivy", "Fig"]

    func draw(in context: GraphicsContext) {
        for (row, name) in names.enumerated() { context.draw(name, at: Point(x: 0, y: row)) }
    }

    func sizeThatFits(_ proposal: ProposedViewSize) -> Size { Size(width: 6, height: names.count) }

    func dragItems(at location: TransferLocation?) -> [TransferItem] {
        guard let row = location?.row, names.indices.contains(row) else { return [] }
        return [TransferItem(ShelfPlant(name: names[row]))]
    }
}

/// Shows `Widget`s in the declarative tree at a fixed size.
struct Hosted<W: Widget>: WidgetRepresentable {
    let size: Size
    let make: @MainActor () -> W

    func makeWidget(context: Context) -> W { make() }
    func updateWidget(_ widget: W, context: Context) {}
    func sizeThatFits(_ proposal: ProposedViewSize, widget: W, context: Context) -> Size? { size }
}

/// What the destinations saw, in order.
@MainActor final class DropLog {
    var events: [String] = []
}

@MainActor @Suite struct WidgetViewDragAndDropTests {
    /// A favorites drop zone, declarative, shown by a `HostingWidget`.
    struct Favorites: View {
        let log: DropLog

        var body: some View {
            Text("Favorites").dropDestination(for: ShelfPlant.self) { plants, location in
                log.events.append("favorite \(plants.map(\.name).joined()) at \(location.x),\(location.y)")
                return true
            } isTargeted: {
                log.events.append("targeted \($0)")
            }
        }
    }

    /// The shelf beside a foreign panel holding the favorites one cell in.
    struct Screen: View {
        let log: DropLog

        var body: some View {
            HStack(alignment: .top, spacing: 1) {
                Hosted(size: Size(width: 6, height: 3)) { ShelfWidget() }
                Hosted(size: Size(width: 14, height: 3)) {
                    let panel = LayoutView()
                    let favorites = HostingWidget(rootView: Favorites(log: log))
                    panel.addSubwidget(favorites)
                    panel.layout = { $0.setFrame(Rect(x: 1, y: 1, width: 12, height: 1), of: favorites) }
                    return panel
                }
            }
        }
    }

    @Test func aForeignWidgetsItemDropsOnAViewInAHostingWidgetInAForeignView() async {
        let log = DropLog()
        let host = TestHost(Screen(log: log), size: Size(width: 24, height: 4))
        #expect(host.lines()[1] == "Ivy     Favorites")
        #expect(host.beginDrag(from: Point(x: 0, y: 1), to: Point(x: 9, y: 1)))
        #expect(log.events == ["targeted true"])
        // The nested tree draws its destination highlighted; the outer host draws the preview,
        // the widget's row under the press, right of the pointer.
        #expect(host.buffer[8, 1]?.style.attributes.contains(TextAttributes.reverse) == true)
        #expect(host.lines()[1] == "Ivy     FaIvy   s")
        host.endDrag(at: Point(x: 9, y: 1))
        for _ in 0..<100 where !log.events.contains(where: { $0.hasPrefix("favorite ") }) { await Task.yield() }
        #expect(log.events == ["targeted true", "targeted false", "favorite Ivy at 1,0"])
        #expect(host.lines()[1] == "Ivy     Favorites")
        #expect(host.buffer[8, 1]?.style.attributes.contains(TextAttributes.reverse) == false)
    }

    /// A shelf inside a destination for text, beside a word to drag.
    struct Around: View {
        let log: DropLog

        var body: some View {
            HStack(alignment: .top, spacing: 1) {
                Text("Moss").draggable("Moss")
                VStack {
                    Hosted(size: Size(width: 6, height: 3)) { ShelfWidget() }
                }
                .dropDestination(for: String.self) { texts, _ in
                    log.events.append("dropped \(texts.joined())")
                    return true
                } isTargeted: {
                    log.events.append("targeted \($0)")
                }
            }
        }
    }

    @Test func movingOverAWidgetThatDeclinesKeepsTheDestinationAroundItTargeted() async {
        let log = DropLog()
        let host = TestHost(Around(log: log), size: Size(width: 12, height: 3))
        #expect(host.beginDrag(from: Point(x: 0, y: 0), to: Point(x: 6, y: 0)))
        for x in 7...9 { host.send(.mouse(MouseEvent(.drag(.left), at: Point(x: x, y: 1)))) }
        #expect(host.endDrag(at: Point(x: 9, y: 1)))
        for _ in 0..<100 where !log.events.contains(where: { $0.hasPrefix("dropped") }) { await Task.yield() }
        #expect(log.events == ["targeted true", "targeted false", "dropped Moss"])
    }

    /// A declarative note that copies its text and takes pasted text.
    struct Note: View {
        let log: DropLog

        var body: some View {
            Text("Fern").copyable(["Fern"]).pasteDestination(for: String.self) { texts in
                log.events.append("pasted \(texts.joined())")
            }
        }
    }

    @Test func aHostingWidgetForwardsCopyAndPasteToItsTree() async throws {
        let log = DropLog()
        let widget = HostingWidget(rootView: Note(log: log))
        let copied = widget.itemsToCopy()
        #expect(try await copied.first?.load(String.self) == "Fern")
        #expect(!widget.canCut)
        #expect(widget.cutItems().isEmpty)
        #expect(widget.pasteContentTypes.contains(.utf8PlainText))
        // A tree hosted on its own has no clipboard: the paste still lands.
        #expect(widget.paste([TransferItem("Ivy")]))
        for _ in 0..<100 where log.events.isEmpty { await Task.yield() }
        #expect(log.events == ["pasted Ivy"])
        #expect(!widget.paste([TransferItem(representations: [(.png, Data([0x89]))])]), "nothing reads a picture")
    }

    @Test func aWidgetViewForwardsToTheSubwidgetUnderTheLocationOrTheFocusedOne() {
        let panel = LayoutView()
        let shelf = ShelfWidget()
        panel.addSubwidget(shelf)
        panel.setFrame(Rect(x: 2, y: 1, width: 6, height: 3), of: shelf)
        let items = panel.dragItems(at: TransferLocation(column: 3, row: 2))
        #expect(items.count == 1)
        #expect(panel.dragItems(at: TransferLocation(column: 0, row: 0)).isEmpty)
        #expect(panel.dragItems(at: nil).isEmpty)
        #expect(!panel.dropSessionDidUpdate(at: TransferLocation(column: 3, row: 2), offering: [.text]))
    }
}

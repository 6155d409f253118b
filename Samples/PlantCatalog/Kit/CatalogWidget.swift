import Foundation
import TerrariumCore
import TerrariumTerminal
import TerrariumTransfer
import TerrariumWidgets

/// The imperative side of the catalog: a list of plants on the left that reloads when the store
/// posts a change, and the declarative detail on the right in a `HostingWidget`.
final class CatalogWidget: WidgetView {
    let store: PlantStore
    let list = ListWidget()
    let detail: HostingWidget<PlantDetail>
    private var observer: (any NSObjectProtocol)?

    init(store: PlantStore) {
        self.store = store
        detail = HostingWidget(rootView: PlantDetail(store: store))
        super.init()
        list.dataSource = { [store] in
            store.plants.map { plant in
                Self.column(plant.name, 12) + Self.column(plant.genus, 12) + plant.watering
            }
        }
        list.reloadData()
        list.selectedIndex = store.plants.firstIndex { $0.id == store.selectedID }
        list.addTarget(self, action: CatalogWidget.selectionChanged, for: .valueChanged)
        // Rows are plants to copy and drag; a paste adds the plants it holds.
        list.itemsForRow = { [store] index in
            store.plants.indices.contains(index) ? [TransferItem(store.plants[index])] : []
        }
        list.pasteConfiguration = [.plant, .plainText]
        list.pasteItems = { [store] items, _ in
            Task { await store.paste(items) }
            return true
        }
        addSubwidget(list)
        addSubwidget(detail)
        observer = NotificationCenter.default.addObserver(forName: .plantsDidChange, object: store, queue: nil) {
            [weak self] _ in
            MainActor.assumeIsolated { self?.storeDidChange() }
        }
    }

    isolated deinit {
        if let observer { NotificationCenter.default.removeObserver(observer) }
    }

    /// `text` cut or padded to `width` columns and a space.
    private static func column(_ text: String, _ width: Int) -> String {
        let cut = text.count > width ? String(text.prefix(width - 1)) + "…" : text
        return cut + String(repeating: " ", count: max(0, width - cut.count)) + " "
    }

    /// The list's width: its widest row, at most half the catalog.
    private var listWidth: Int { min(34, bounds.width / 2) }

    override func layoutSubwidgets() {
        setFrame(Rect(x: 0, y: 0, width: listWidth, height: bounds.height), of: list)
        setFrame(
            Rect(x: listWidth + 2, y: 0, width: max(0, bounds.width - listWidth - 2), height: bounds.height),
            of: detail)
    }

    override func draw(in context: GraphicsContext) {
        super.draw(in: context)
        for y in 0..<bounds.height {
            context.draw("│", at: Point(x: listWidth, y: y), style: Style(attributes: .dim))
        }
    }

    /// Shows the store's plants again, with the store's selection.
    private func storeDidChange() {
        list.reloadData()
        list.selectedIndex = store.plants.firstIndex { $0.id == store.selectedID }
    }

    /// The user selected another plant: the detail follows through the store.
    func selectionChanged(_ list: ListWidget) {
        guard let index = list.selectedIndex, store.plants.indices.contains(index) else { return }
        store.selectedID = store.plants[index].id
    }
}

/// Hosts the imperative catalog in the declarative app.
struct CatalogView: WidgetRepresentable {
    let store: PlantStore

    func makeWidget(context: Context) -> CatalogWidget { CatalogWidget(store: store) }

    func updateWidget(_ widget: CatalogWidget, context: Context) {}

    func sizeThatFits(_ proposal: ProposedViewSize, widget: CatalogWidget, context: Context) -> Size? {
        proposal.replacingUnspecifiedDimensions(by: Size(width: 80, height: 12))
    }
}

import Terrarium
import TerrariumWidgets

// article: HostingDeclarativeViews.md#2
final class PlantPanel: WidgetView {
    let plants: [GreenhousePlant]
    let list: ListWidget
    let card: HostingWidget<PlantCard>

    init(plants: [GreenhousePlant]) {
        self.plants = plants
        list = ListWidget(items: plants.map(\.name))
        card = HostingWidget(rootView: PlantCard(plant: plants[0]))
        super.init()
        list.selectedIndex = 0
        list.addTarget(self, action: PlantPanel.selectionChanged, for: .valueChanged)
        addSubwidget(list)
        addSubwidget(card)
    }

    // The list beside the card, as tall as the taller of them.
    override func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
        let listSize = list.intrinsicSize ?? .zero
        let cardSize = card.idealSize
        return Size(width: listSize.width + 2 + cardSize.width, height: max(listSize.height, cardSize.height))
    }

    override func layoutSubwidgets() {
        let listWidth = list.intrinsicSize?.width ?? 0
        let cardSize = card.idealSize
        setFrame(Rect(x: 0, y: 0, width: listWidth, height: bounds.height), of: list)
        setFrame(Rect(x: listWidth + 2, y: 0, width: cardSize.width, height: cardSize.height), of: card)
    }

    func selectionChanged(_ list: ListWidget) {
        guard let index = list.selectedIndex else { return }
        card.rootView = PlantCard(plant: plants[index])
    }
}
// end article

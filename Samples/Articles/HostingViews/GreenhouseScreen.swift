import Terrarium

// article: HostingDeclarativeViews.md#3
struct PlantPanelView: WidgetRepresentable {
    let plants: [GreenhousePlant]

    func makeWidget(context: Context) -> PlantPanel { PlantPanel(plants: plants) }

    func updateWidget(_ panel: PlantPanel, context: Context) {}
}

struct GreenhouseScreen: View {
    var body: some View {
        VStack(alignment: .leading) {
            Text(" North greenhouse ").bold().reverse()
            PlantPanelView(plants: GreenhousePlant.samples)
                .environment(\.greenhouseName, "north greenhouse")
        }
    }
}
// end article

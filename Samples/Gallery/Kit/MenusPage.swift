import Terrarium

/// Menus: a menu with shortcuts, a toggle, a picker's options and a nested menu, a card with a context menu, and
/// where the command palette is.
struct MenusPage: View {
    @State private var showsDormant = false
    @State private var log = "nothing chosen yet"
    @State private var order = "name"

    var body: some View {
        VStack(alignment: .leading) {
            Menu("Plant") {
                Button("Water") { log = "watered" }
                    .keyboardShortcut("w")
                Button("Feed") { log = "fed" }
                    .keyboardShortcut("f")
                Toggle("Show dormant", isOn: $showsDormant)
                Divider()
                Picker("Sort by", selection: $order) {
                    Text("Name").tag("name")
                    Text("Last watered").tag("watered")
                }
                Divider()
                Menu("Move to") {
                    Button("Bathroom") { log = "moved to the bathroom" }
                    Button("Kitchen") { log = "moved to the kitchen" }
                }
            }
            Text(" Monstera, living room ")
                .reverse()
                .focusable()
                .contextMenu {
                    Button("Rename") { log = "renamed" }
                    Button("Delete", role: .destructive) { log = "deleted" }
                }
            Text("Right-click the card, or Shift+F10 while it has focus, for its menu.").dim()
            Text("Ctrl+P opens the command palette: every command that works here.").dim()
            Text("\(log)\(showsDormant ? ", dormant shown" : ""), sorted by \(order)")
        }
    }
}

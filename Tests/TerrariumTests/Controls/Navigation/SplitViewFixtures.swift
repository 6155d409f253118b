import Terrarium

/// Counts the runs of an action a split view's toolbar button takes.
@MainActor final class SplitViewTaps {
    var adds = 0
}

/// The split view the title bar tests drive: a titled sidebar list with an Add button in its bar,
/// and a titled detail with a control.
struct TitledSplitCatalog: View {
    let taps: SplitViewTaps
    @State private var chosen: String?

    var body: some View {
        NavigationSplitView {
            List(["Fern", "Moss", "Ivy"], id: \.self, selection: $chosen) { Text($0) }
                .navigationTitle("Plants")
                .toolbar { Button("Add") { taps.adds += 1 } }
        } detail: {
            VStack(alignment: .leading) {
                Text(chosen.map { "About \($0)" } ?? "Choose a plant")
                Button("Water") {}
            }
            .navigationTitle(chosen ?? "Detail")
        }
    }
}

/// A split view whose detail is a stack with a title and a link of its own, the way Apple's
/// samples write the detail column.
struct StackDetailSplitCatalog: View {
    @State private var chosen: String?

    var body: some View {
        NavigationSplitView {
            List(["Fern", "Moss"], id: \.self, selection: $chosen) { Text($0) }
                .navigationTitle("Plants")
        } detail: {
            NavigationStack {
                VStack(alignment: .leading) {
                    Text(chosen ?? "Nothing chosen")
                    NavigationLink("Care") { Text("Water weekly").navigationTitle("Care") }
                }
                .navigationTitle("Detail")
            }
            // Outside the stack, in the column: the stack's bar is the column's, so this one is
            // not drawn as a second bar.
            .navigationTitle("Column")
        }
    }
}

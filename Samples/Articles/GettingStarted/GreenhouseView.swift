import Terrarium

// article: GettingStarted.md#1
struct GreenhouseView: View {
    @State private var waterings = 0
    @State private var mistsFerns = true
    @Environment(\.quit) private var quit

    var body: some View {
        VStack(alignment: .leading) {
            Text("Greenhouse").bold().foregroundStyle(.green)
            Text("Watered \(waterings) times today")
            Toggle("Mist the ferns", isOn: $mistsFerns)
            HStack {
                Button("Water") { waterings += 1 }
                    .keyboardShortcut("w")
                Button("Quit") { quit() }
            }
        }
        .padding(1)
        .border(.rounded)
    }
}
// end article

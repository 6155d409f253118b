import Terrarium
import TerrariumTerminal

/// terrarium-gallery: a declarative app in the terminal — a list with selection, a small form,
/// a scroll view and a help line.
@main
struct GalleryApp: App {
    var body: some Scene {
        WindowGroup { GalleryView() }
    }
}

struct GalleryView: View {
    static let plants = ["Monstera", "Ficus", "Fern", "盆栽 Bonsai", "Pilea", "Calathea"]

    @State private var selection = 0
    @State private var name = ""
    @State private var notify = true
    @State private var status = "nothing saved yet"

    var body: some View {
        VStack(alignment: .leading) {
            Text(" Terrarium gallery ").bold().reverse()
            HStack(alignment: .top, spacing: 2) {
                plantList
                form
                ScrollView {
                    VStack(alignment: .leading) {
                        ForEach(0..<200) { index in Text("line \(index)").dim() }
                    }
                }
                .frame(width: 10, height: 8)
            }
            Spacer()
            Text(status)
            Text("Tab focus  ↑↓ select  ^S save  ^C quit").dim()
        }
        .onKeyPress(.downArrow) {
            selection = min(selection + 1, Self.plants.count - 1)
            return .handled
        }
        .onKeyPress(.upArrow) {
            selection = max(selection - 1, 0)
            return .handled
        }
    }

    private var plantList: some View {
        VStack(alignment: .leading) {
            Text("Plants").underline()
            ForEach(Self.plants.indices, id: \.self) { index in
                Text((index == selection ? "▶ " : "  ") + Self.plants[index])
                    .bold(index == selection)
                    .onTapGesture { selection = index }
            }
        }
    }

    private var form: some View {
        VStack(alignment: .leading) {
            Text("Note on \(Self.plants[selection])").underline()
            TextField("Name", text: $name).frame(width: 16)
            Toggle("Notify", isOn: $notify)
            Button("Save") { status = "saved \(name.isEmpty ? "(empty)" : name), notify \(notify ? "on" : "off")" }
                .keyboardShortcut("s")
        }
    }
}

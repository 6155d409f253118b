import Terrarium
import TerrariumTerminal
import Testing

/// The README's example, compiled and run so it cannot go stale.
enum ReadmeExample {
    struct Plant: View {
        @State private var rating = 3
        var body: some View {
            VStack(alignment: .leading) {
                Text("Monstera").bold() + Text(" deliciosa").italic()
                HStack(spacing: 0) {
                    ForEach(1...5, id: \.self) { star in
                        Text(star <= rating ? "★" : "☆").foregroundColor(.yellow)
                    }
                }
            }
            .padding(.horizontal, 1)
            .border(.rounded)
        }
    }
}

@MainActor @Test func readmeExampleRendersAsShown() {
    typealias Plant = ReadmeExample.Plant
    let host = ViewHost(rootView: Plant(), size: Size(width: 22, height: 4))
    host.render()
    #expect(host.buffer.lines[0].hasPrefix("╭"))
    #expect(host.buffer.lines[1].hasPrefix("│ Monstera deliciosa"))
    #expect(host.buffer.lines[2].hasPrefix("│ ★★★☆☆"))
}

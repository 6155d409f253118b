import Terrarium
import TerrariumTerminal
import TerrariumTesting
import Testing

@MainActor @Suite struct AlertTests {
    struct Deleting: View {
        @State var isAsking = true
        @State var log: [String] = []
        var body: some View {
            Text(log.isEmpty ? "nothing" : log.joined(separator: ","))
                .alert("Delete Fern?", isPresented: $isAsking) {
                    Button("Cancel", role: .cancel) { log.append("cancel") }
                    Button("Delete", role: .destructive) { log.append("delete") }
                } message: {
                    Text("This cannot be undone.")
                }
        }
    }

    @Test func anAlertShowsItsTitleMessageAndButtons() throws {
        let host = TestHost(Deleting(), size: Size(width: 50, height: 10))
        let lines = host.lines()
        #expect(lines.contains { $0.contains("Delete Fern?") })
        #expect(lines.contains { $0.contains("This cannot be undone.") })
        #expect(lines.contains { $0.contains("[ Cancel ] [ Delete ]") })
        let row = try #require(lines.firstIndex { $0.contains("[ Delete ]") })
        let line = lines[row]
        let column = line.distance(from: line.startIndex, to: try #require(line.range(of: "Delete ]")).lowerBound)
        #expect(host.buffer[column, row]?.style.foreground == .red)
    }

    @Test func aButtonRunsItsActionAndClosesTheAlert() {
        let host = TestHost(Deleting(), size: Size(width: 50, height: 10))
        let lines = host.lines()
        let row = lines.firstIndex { $0.contains("[ Delete ]") }!
        let column = lines[row].distance(
            from: lines[row].startIndex, to: lines[row].range(of: "[ Delete ]")!.lowerBound)
        #expect(host.click(x: column + 2, y: row))
        #expect(host.lines()[0].hasPrefix("delete"))
        #expect(!host.lines().contains { $0.contains("Delete Fern?") })
    }

    @Test func escapeRunsTheCancelButton() {
        let host = TestHost(Deleting(), size: Size(width: 50, height: 10))
        #expect(host.press(.escape))
        #expect(host.lines()[0].hasPrefix("cancel"))
        #expect(!host.lines().contains { $0.contains("Delete Fern?") })
    }

    @Test func anAlertWithoutButtonsHasAnOKButton() {
        let view = Text("behind").alert("Saved", isPresented: .constant(true)) {}
        let host = TestHost(view, size: Size(width: 40, height: 8))
        #expect(host.lines().contains { $0.contains("[ OK ]") })
    }

    @Test func aConfirmationDialogStacksItsButtonsAtTheBottom() {
        struct Choosing: View {
            @State var isAsking = true
            @State var chosen = "none"
            var body: some View {
                Text(chosen)
                    .confirmationDialog("Move to", isPresented: $isAsking, titleVisibility: .visible) {
                        Button("Shelf") { chosen = "shelf" }
                        Button("Window") { chosen = "window" }
                    }
            }
        }
        let host = TestHost(Choosing(), size: Size(width: 40, height: 12))
        let lines = host.lines()
        let shelf = lines.firstIndex { $0.contains("[ Shelf ]") }!
        let window = lines.firstIndex { $0.contains("[ Window ]") }!
        #expect(window == shelf + 1)
        #expect(lines.contains { $0.contains("Move to") })
        #expect(lines.lastIndex { $0.contains("└") } == 10)
        _ = host.press(.downArrow)
        _ = host.press(.return)
        #expect(host.lines()[0].hasPrefix("window"))
    }

    @Test func aPopoverClosesOnAPressOutsideIt() {
        struct Info: View {
            @State var isShown = false
            var body: some View {
                VStack(alignment: .leading) {
                    Button("Info") { isShown = true }
                        .popover(isPresented: $isShown) { Text("Needs shade") }
                    Text("below")
                    Text("far")
                    Text("away")
                }
            }
        }
        let host = TestHost(Info(), size: Size(width: 30, height: 8))
        _ = host.click(on: "Info")
        let lines = host.lines()
        #expect(lines[2].contains("Needs shade"))
        // No backdrop: what is behind is not dimmed.
        #expect(host.buffer[0, 5]?.style.attributes.contains(.dim) != true)
        _ = host.click(x: 20, y: 7)
        #expect(!host.lines().contains { $0.contains("Needs shade") })
    }
}

// References: `__Snapshots__/AlertTests`.
@MainActor @Suite struct PresentationSnapshotTests {
    struct Screen: View {
        @State var isAsking = true
        var body: some View {
            VStack(alignment: .leading) {
                Text("Plants").bold()
                ForEach(["Fern", "Moss", "Ivy", "Palm", "Cactus"], id: \.self) { Text($0) }
            }
            .alert("Delete Fern?", isPresented: $isAsking) {
                Button("Cancel", role: .cancel) {}
                Button("Delete", role: .destructive) {}
            } message: {
                Text("This cannot be undone.")
            }
        }
    }

    @Test(arguments: [Size(width: 80, height: 24), Size(width: 40, height: 12)])
    func anAlertOverAScreen(size: Size) {
        let host = TestHost(Screen(), size: size)
        let name = "\(size.width)x\(size.height)"
        assertSnapshot(of: host, as: .text, named: name)
        assertSnapshot(of: host, as: .styled, named: name)
        assertSnapshot(of: host, as: .svg, named: name)
    }
}

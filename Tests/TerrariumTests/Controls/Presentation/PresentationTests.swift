import Terrarium
import TerrariumTerminal
import TerrariumTesting
import Testing

@MainActor @Suite struct PresentationTests {
    /// A screen with a button that opens a sheet holding a field and a Done button.
    struct Editor: View {
        @State var isPresented = false
        @State var name = "fern"
        @State var dismissals = 0
        @State var backgroundKeys = 0
        var body: some View {
            VStack(alignment: .leading) {
                Text("name \(name) closed \(dismissals) keys \(backgroundKeys)")
                Button("Edit") { isPresented = true }
                Button("Other") {}
            }
            .onKeyPress("x") {
                backgroundKeys += 1
                return .handled
            }
            .sheet(isPresented: $isPresented, onDismiss: { dismissals += 1 }, content: { SheetBody(name: $name) })
        }
    }

    struct SheetBody: View {
        @Binding var name: String
        @Environment(\.dismiss) private var dismiss
        @Environment(\.isPresented) private var isPresented
        var body: some View {
            VStack(alignment: .leading) {
                Text(isPresented ? "Rename" : "not presented")
                TextField("Name", text: $name)
                Button("Done") { dismiss() }
            }
        }
    }

    private func open(_ host: TestHost<Editor>) {
        host.focusAtLaunch()
        #expect(host.click(on: "Edit"))
    }

    @Test func aSheetIsDrawnOverTheDimmedScreenInABox() {
        let host = TestHost(Editor(), size: Size(width: 40, height: 12))
        open(host)
        let lines = host.lines()
        #expect(lines.contains { $0.contains("┌") && $0.contains("┐") })
        #expect(lines.contains { $0.contains("│ Rename") })
        // What is behind is still there, dimmed.
        #expect(lines[0].hasPrefix("name fern"))
        #expect(host.buffer[0, 0]?.style.attributes.contains(.dim) == true)
        let box = lines.firstIndex { $0.contains("Rename") }!
        let column = lines[box].firstIndex(of: "R").map { lines[box].distance(from: lines[box].startIndex, to: $0) }!
        #expect(host.buffer[column, box]?.style.attributes.contains(.dim) == false)
    }

    @Test func focusIsTrappedInTheSheetAndGoesBackWhenItCloses() {
        let host = TestHost(Editor(), size: Size(width: 40, height: 12))
        open(host)
        #expect(host.focusedElement?.role == .textField)
        _ = host.press(.tab)
        #expect(host.focusedElement?.label == "Done")
        _ = host.press(.tab)
        #expect(host.focusedElement?.role == .textField)
        // Keys do not reach the screen behind.
        _ = host.press(.tab)
        _ = host.press("x")
        #expect(host.lines()[0].contains("keys 0"))
        #expect(host.press(.return))
        #expect(!host.lines().contains { $0.contains("Rename") })
        #expect(host.focusedElement?.label == "Edit")
        #expect(host.lines()[0].contains("closed 1"))
        _ = host.press("x")
        #expect(host.lines()[0].contains("keys 1"))
    }

    @Test func escapeClosesTheSheetAndTypingReachesTheBinding() {
        let host = TestHost(Editor(), size: Size(width: 40, height: 12))
        open(host)
        host.type("s")
        #expect(host.press(.escape))
        #expect(!host.lines().contains { $0.contains("Rename") })
        #expect(host.lines()[0].hasPrefix("name ferns closed 1"))
    }

    @Test func clicksBehindAModalSheetDoNothing() {
        let host = TestHost(Editor(), size: Size(width: 40, height: 12))
        open(host)
        // "Other" is on the second button row, behind the dimmed backdrop.
        _ = host.click(x: 0, y: 0)
        #expect(host.lines().contains { $0.contains("Rename") })
        #expect(host.focusedElement?.role == .textField)
    }

    @Test func interactiveDismissDisabledKeepsTheSheetOnEscape() {
        struct Locked: View {
            @State var isPresented = true
            var body: some View {
                Text("behind")
                    .sheet(isPresented: $isPresented) {
                        Text("locked").interactiveDismissDisabled()
                    }
            }
        }
        let host = TestHost(Locked(), size: Size(width: 30, height: 8))
        #expect(host.lines().contains { $0.contains("locked") })
        _ = host.press(.escape)
        #expect(host.lines().contains { $0.contains("locked") })
    }

    @Test func detentsSetTheSheetsHeight() {
        struct Tall: View {
            var detents: Set<PresentationDetent>
            var body: some View {
                Text("behind").sheet(isPresented: .constant(true)) { Text("half").presentationDetents(detents) }
            }
        }
        func boxHeight(_ detents: Set<PresentationDetent>) -> Int {
            let lines = TestHost(Tall(detents: detents), size: Size(width: 40, height: 22)).lines()
            let top = lines.firstIndex { $0.contains("┌") } ?? 0
            let bottom = lines.firstIndex { $0.contains("└") } ?? 0
            return bottom - top + 1
        }
        #expect(boxHeight([]) == 3)
        #expect(boxHeight([.medium]) == 11)  // half the screen's 22 rows
        #expect(boxHeight([.large]) == 20)
        #expect(boxHeight([.height(6), .large]) == 6)
    }

    @Test func aSheetForAnItemShowsItAndClosingClearsIt() {
        struct Plant: Identifiable {
            let id: Int
        }
        struct Chooser: View {
            @State var plant: Plant?
            var body: some View {
                VStack {
                    Text(plant.map { "showing \($0.id)" } ?? "none")
                    Button("Show") { plant = Plant(id: 7) }
                }
                .sheet(item: $plant) { plant in Text("plant \(plant.id)") }
            }
        }
        let host = TestHost(Chooser(), size: Size(width: 30, height: 8))
        _ = host.click(on: "Show")
        #expect(host.lines().contains { $0.contains("plant 7") })
        _ = host.press(.escape)
        #expect(host.lines()[0].contains("none"))
    }

    @Test func sheetsNestAndEachEscapeClosesTheTopOne() {
        struct Nested: View {
            @State var first = true
            @State var second = false
            var body: some View {
                Text("root")
                    .sheet(isPresented: $first) {
                        Button("Deeper") { second = true }
                            .sheet(isPresented: $second) { Text("second sheet") }
                    }
            }
        }
        let host = TestHost(Nested(), size: Size(width: 40, height: 12))
        _ = host.click(on: "Deeper")
        #expect(host.lines().contains { $0.contains("second sheet") })
        _ = host.press(.escape)
        #expect(!host.lines().contains { $0.contains("second sheet") })
        #expect(host.lines().contains { $0.contains("Deeper") })
        _ = host.press(.escape)
        #expect(!host.lines().contains { $0.contains("Deeper") })
    }

    @Test func aPresentedViewSeesItsPresentersEnvironment() {
        let view = Text("behind")
            .sheet(isPresented: .constant(true)) { Text("tinted") }
            .foregroundStyle(.green)
        let host = TestHost(view, size: Size(width: 30, height: 8))
        let row = host.lines().firstIndex { $0.contains("tinted") }!
        let column = host.lines()[row].distance(
            from: host.lines()[row].startIndex, to: host.lines()[row].firstIndex(of: "t")!)
        #expect(host.buffer[column, row]?.style.foreground == .green)
    }

    @Test func aFullScreenCoverTakesTheWholeScreen() {
        let view = Text("behind").fullScreenCover(isPresented: .constant(true)) { Text("cover") }
        let host = TestHost(view, size: Size(width: 20, height: 4))
        #expect(!host.lines().contains { $0.contains("behind") })
        #expect(host.lines().contains { $0.contains("cover") })
    }

    @Test func tinyScreensDoNotCrash() {
        expectNoCrashAtTinySizes({ Editor() }, keys: [.return, .escape], extraSize: Size(width: 5, height: 2))
    }
}

@MainActor @Suite struct PresentationFocusTests {
    struct Flow: View {
        @State var showsSheet = true
        @State var showsAlert = false
        @State var log: [String] = []
        var body: some View {
            VStack(alignment: .leading) {
                Text(log.isEmpty ? "nothing" : log.joined(separator: ","))
                Button("Behind") { log.append("behind") }
            }
            .sheet(isPresented: $showsSheet) {
                Button("Next") {
                    showsSheet = false
                    showsAlert = true
                }
            }
            .alert("Sure?", isPresented: $showsAlert) {
                Button("Yes") { log.append("yes") }
            }
        }
    }

    @Test func aSheetThatHandsOverToAnAlertLeavesNoKeyToTheViewBehind() {
        let host = TestHost(Flow(), size: Size(width: 40, height: 12))
        #expect(host.focusedElement?.label == "Next")
        _ = host.press(.return)
        #expect(host.lines().contains { $0.contains("Sure?") })
        _ = host.press(.return)
        #expect(host.lines()[0] == "yes")
    }

    @Test func anotherItemIsAFreshSheet() {
        struct Item: Identifiable {
            let id: Int
        }
        struct Counter: View {
            @State var count = 0
            var body: some View { Button("count \(count)") { count += 1 } }
        }
        struct Items: View {
            @State var item: Item? = Item(id: 1)
            var body: some View {
                Text("item \(item?.id ?? 0)")
                    .sheet(item: $item) { _ in
                        VStack {
                            Counter()
                            Button("Switch") { item = Item(id: 2) }
                        }
                    }
            }
        }
        let host = TestHost(Items(), size: Size(width: 40, height: 10))
        _ = host.press(.return)
        #expect(host.lines().contains { $0.contains("count 1") })
        _ = host.press(.tab)
        _ = host.press(.return)
        #expect(host.lines()[0].hasPrefix("item 2"))
        #expect(host.lines().contains { $0.contains("count 0") })
    }
}

@MainActor @Suite struct PresentationFocusReturnTests {
    struct SelfFocusing: View {
        @State var isPresented = false
        @FocusState private var nameFocused: Bool
        @State var name = ""
        var body: some View {
            VStack(alignment: .leading) {
                Button("Other") {}
                Button("Open") { isPresented = true }
            }
            .sheet(isPresented: $isPresented) {
                TextField("Name", text: $name)
                    .focused($nameFocused)
                    .onAppear { nameFocused = true }
            }
        }
    }

    @Test func focusGoesBackToTheOpenerWhenTheSheetsContentTookFocusItself() {
        let host = TestHost(SelfFocusing(), size: Size(width: 40, height: 10))
        host.focusAtLaunch()
        _ = host.press(.tab)
        #expect(host.focusedElement?.label == "Open")
        _ = host.press(.return)
        #expect(host.focusedElement?.role == .textField)
        _ = host.press(.escape)
        #expect(host.focusedElement?.label == "Open")
    }

    struct FocusOnDismiss: View {
        @State var isPresented = false
        @FocusState private var otherFocused: Bool
        var body: some View {
            VStack(alignment: .leading) {
                Button("Other") {}.focused($otherFocused)
                Button("Open") { isPresented = true }
            }
            .sheet(isPresented: $isPresented, onDismiss: { otherFocused = true }, content: { Button("Close") {} })
        }
    }

    @Test func focusSetByOnDismissIsKept() {
        let host = TestHost(FocusOnDismiss(), size: Size(width: 40, height: 10))
        _ = host.click(on: "Open")
        #expect(host.focusedElement?.label == "Close")
        _ = host.press(.escape)
        #expect(host.focusedElement?.label == "Other")
    }
}

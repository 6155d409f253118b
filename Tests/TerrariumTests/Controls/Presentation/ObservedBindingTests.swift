import Observation
import Terrarium
import TerrariumTerminal
import TerrariumTesting
import Testing

/// Controls bound to an `@Observable` model's properties that no body reads follow the model.
@MainActor @Suite struct ObservedBindingTests {
    @Observable @MainActor final class Settings {
        var isShowingHelp = false
        var mistsDaily = false
        var name = "Fern"
        var tab = 0
    }

    struct Screen: View {
        @Bindable var settings: Settings
        var body: some View {
            VStack(alignment: .leading) {
                Toggle("Mist daily", isOn: $settings.mistsDaily)
                TextField("Name", text: $settings.name)
                TabView(selection: $settings.tab) {
                    Text("first page").tabItem { Text("One") }.tag(0)
                    Text("second page").tabItem { Text("Two") }.tag(1)
                }
            }
            .sheet(isPresented: $settings.isShowingHelp) { Text("Help is here") }
        }
    }

    @Test func aChangeToTheModelShowsInTheSheetToggleFieldAndTabs() {
        let settings = Settings()
        let host = TestHost(Screen(settings: settings), size: Size(width: 30, height: 10))
        #expect(!host.lines().contains { $0.contains("Help is here") })
        #expect(host.lines()[0].contains("[ ] Mist daily"))
        #expect(host.lines().contains { $0.contains("first page") })
        settings.isShowingHelp = true
        settings.mistsDaily = true
        settings.name = "Moss"
        settings.tab = 1
        host.settle()
        let lines = host.lines()
        #expect(lines.contains { $0.contains("Help is here") })
        #expect(lines[0].contains("[x] Mist daily"))
        #expect(lines[1].contains("Moss"))
        settings.isShowingHelp = false
        host.settle()
        #expect(!host.lines().contains { $0.contains("Help is here") })
        // The sheet covered the page; with it gone, the second tab shows.
        #expect(host.lines().contains { $0.contains("second page") })
    }
}

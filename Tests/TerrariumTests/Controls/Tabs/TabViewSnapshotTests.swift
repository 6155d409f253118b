import Terrarium
import TerrariumTerminal
import TerrariumTesting
import Testing

@MainActor @Suite struct TabViewSnapshotTests {
    enum Mailbox: Hashable { case received, sent, drafts, archive }

    struct Mail: View {
        @State private var mailbox = Mailbox.sent
        var body: some View {
            TabView(selection: $mailbox) {
                Tab("Received", systemImage: "tray.and.arrow.down", value: Mailbox.received) {
                    VStack(alignment: .leading) {
                        Text("Monstera: repot in spring")
                        Text("Fern: mist daily")
                    }
                }
                .badge(2)
                Tab("Sent", systemImage: "tray.and.arrow.up", value: Mailbox.sent) {
                    VStack(alignment: .leading) {
                        Text("To the nursery: order more peat")
                        Button("Compose") {}
                    }
                }
                Tab("Drafts", systemImage: "doc", value: Mailbox.drafts) { Text("No drafts") }
                Tab("Archive", systemImage: "archivebox", value: Mailbox.archive) { Text("Empty") }
            }
        }
    }

    @Test func mailAt80x24WithTheBarFocused() {
        let host = TestHost(Mail(), size: Size(width: 80, height: 24))
        host.focusAtLaunch()
        assertEverySnapshot(of: host)
    }

    @Test func mailAt40x12WithTheContentFocused() {
        let host = TestHost(Mail(), size: Size(width: 40, height: 12))
        host.focusAtLaunch()
        host.press(.tab)
        assertEverySnapshot(of: host)
    }

    @Test func aNarrowBarAt20ColumnsShowsTheSelectedTitle() {
        let host = TestHost(Mail(), size: Size(width: 20, height: 6))
        host.focusAtLaunch()
        host.press(.end)
        assertSnapshot(of: host, as: .text)
        assertSnapshot(of: host, as: .styled)
    }
}

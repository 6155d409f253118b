import Terrarium
import TerrariumTerminal
import TerrariumTesting
import Testing

/// A status panel: a filled background, coloured and bold text, a link and explicit ids.
private struct StatusPanel: View {
    var body: some View {
        VStack(alignment: .leading) {
            Text("Build").bold().foregroundColor(.yellow).id("title")
            Text("passed ✔").foregroundColor(.rgb(0x40, 0xC0, 0x60))
            Text("logs").underline().link("https://example.com/logs")
        }
        .padding(1)
        .background(.indexed(236))
        .border(color: .brightBlack)
    }
}

/// Snapshots checked against references recorded in `__Snapshots__/ReferenceSnapshotTests`.
@MainActor @Suite struct ReferenceSnapshotTests {
    @Test func statusPanelInEveryFormat() {
        let host = ViewHost(rootView: StatusPanel(), size: Size(width: 16, height: 9))
        assertSnapshot(of: host, as: .text)
        assertSnapshot(of: host, as: .styled)
        assertSnapshot(of: host, as: .ansi)
        assertSnapshot(of: host, as: .tree)
    }

    @Test func wideCharactersByName() {
        assertSnapshot(of: Text("漢字 wide").bold(), as: .styled(width: 12, height: 1), named: "wide")
    }
}

import Foundation
import Terrarium
import TerrariumTerminal
import TerrariumTesting
import Testing

@MainActor @Suite struct LabelSnapshotTests {
    struct CareCard: View {
        var body: some View {
            VStack(alignment: .leading) {
                Label("Water weekly", systemImage: "drop")
                Label("Bright, indirect light", systemImage: "sun.max")
                Label("Favourite", systemImage: "star.fill").labelStyle(.iconOnly)
                Label("Repot in spring", systemImage: "leaf").labelStyle(.titleOnly)
                Link("Care guide", destination: URL(string: "https://example.com/care")!)
                Link(destination: URL(string: "mailto:care@example.com")!) {
                    Label("Ask a gardener", systemImage: "envelope")
                }
                Link("Offline", destination: URL(string: "https://example.com")!).disabled(true)
            }
        }
    }

    @Test func labelsAndLinksAt80x24WithTheFirstLinkFocused() {
        let host = TestHost(CareCard(), size: Size(width: 80, height: 24))
        host.press(.tab)
        assertEverySnapshot(of: host)
    }

    @Test func labelsAndLinksAt40x12() {
        let host = TestHost(CareCard(), size: Size(width: 40, height: 12))
        assertEverySnapshot(of: host)
    }

    @Test func monochromeLinksAreUnderlinedWithoutColour() {
        let host = TestHost(CareCard(), size: Size(width: 40, height: 12), environment: monochrome())
        assertSnapshot(of: host, as: .styled)
        #expect(host.buffer[0, 4]?.style.attributes.contains(.underline) == true)
        #expect(host.buffer[0, 4]?.style.foreground == .default)
    }
}

import Terrarium
import TerrariumTerminal
import TerrariumTesting
import Testing

/// A label's icon and title, its styles and the glyphs for SF Symbol names.
@MainActor @Suite struct LabelTests {
    @Test func aSystemImageIsDrawnAsItsGlyphBeforeTheTitle() {
        let host = TestHost(
            VStack(alignment: .leading) {
                Label("Water", systemImage: "drop")
                Label("Favourite", systemImage: "star.fill")
                Label("Bin", systemImage: "trash.fill")
                Label("Mystery", systemImage: "no.such.symbol")
                Label("Photo", image: "fern.png")
            }, size: Size(width: 16, height: 5))
        #expect(host.lines() == ["💧 Water", "★ Favourite", "✕ Bin", "Mystery", "Photo"])
    }

    @Test func aLabelWithViewsShowsTheIconThenTheTitle() {
        let host = TestHost(
            Label {
                Text("Repot").bold()
            } icon: {
                Text("🪴")
            }, size: Size(width: 10, height: 1))
        #expect(host.lines() == ["🪴 Repot"])
        #expect(host.buffer[3, 0]?.style.attributes.contains(.bold) == true)
    }

    @Test func theBuiltInStylesChooseWhatIsShown() {
        func lines(_ style: some LabelStyle) -> [String] {
            TestHost(Label("Water", systemImage: "drop").labelStyle(style), size: Size(width: 10, height: 1)).lines()
        }
        #expect(lines(.automatic) == ["💧 Water"])
        #expect(lines(.titleAndIcon) == ["💧 Water"])
        #expect(lines(.titleOnly) == ["Water"])
        #expect(lines(.iconOnly) == ["💧"])
        // A symbol with no glyph here leaves the title, not nothing, to see and click.
        let unknown = TestHost(
            Label("Delete", systemImage: "no.such.symbol").labelStyle(.iconOnly), size: Size(width: 10, height: 1))
        #expect(unknown.lines() == ["Delete"])
    }

    @Test func assistiveTechnologyReadsTheTitleWhateverIsShown() {
        let both = TestHost(Label("Water", systemImage: "drop"), size: Size(width: 10, height: 1))
        #expect(both.elements(role: .staticText).map(\.label) == ["Water"])
        let icon = TestHost(
            Label("Water", systemImage: "drop").labelStyle(.iconOnly), size: Size(width: 10, height: 1))
        #expect(icon.elements(role: .staticText).map(\.label) == ["Water"])
    }

    struct TrailingIcon: LabelStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack(spacing: 0) {
                configuration.title
                Text(" · ")
                configuration.icon
            }
        }
    }

    struct Bracketed: LabelStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack(spacing: 0) {
                Text("[")
                Label(configuration)
                Text("]")
            }
        }
    }

    @Test func anAppsOwnStyleArrangesEveryLabelInside() {
        let host = TestHost(
            VStack(alignment: .leading) {
                Label("Water", systemImage: "drop")
                Label("Sun", systemImage: "sun.max")
            }.labelStyle(TrailingIcon()), size: Size(width: 12, height: 2))
        #expect(host.lines() == ["Water · 💧", "Sun · ☀"])
        let bracketed = TestHost(
            Label("Sun", systemImage: "sun.max").labelStyle(Bracketed()), size: Size(width: 12, height: 1))
        #expect(bracketed.lines() == ["[☀ Sun]"])
    }

    @Test func aLabelInsideAButtonIsItsTitle() {
        var taps = 0
        let host = TestHost(
            Button {
                taps += 1
            } label: {
                Label("Water", systemImage: "drop")
            }, size: Size(width: 14, height: 1))
        #expect(host.lines() == ["[ 💧 Water ]"])
        host.click(on: "Water")
        #expect(taps == 1)
    }
}

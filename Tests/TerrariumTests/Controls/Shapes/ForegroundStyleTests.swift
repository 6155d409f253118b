import Terrarium
import TerrariumTerminal
import TerrariumTesting
import Testing

@MainActor @Suite struct ForegroundStyleTests {
    struct Levels: View {
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Text("Primary").foregroundStyle(.primary)
                Text("Secondary").foregroundStyle(.secondary)
                Text("Tertiary").foregroundStyle(.tertiary)
                Text("Quaternary").foregroundStyle(.quaternary)
                VStack(alignment: .leading, spacing: 0) {
                    Text("Red secondary").foregroundStyle(.secondary)
                    Circle().frame(width: 6, height: 3).foregroundStyle(.secondary)
                }
                .foregroundStyle(.red)
                VStack(alignment: .leading, spacing: 0) {
                    Text("Green")
                    HStack { Text("Blue") }.foregroundStyle(.secondary)
                }
                .foregroundStyle(.green, .blue)
                LabeledContent("Name", value: "Monstera")
            }
        }
    }

    @Test func everyLevelAt80x24() {
        assertEverySnapshot(of: TestHost(Levels(), size: Size(width: 80, height: 24)))
    }

    @Test func everyLevelAt40x12() {
        assertEverySnapshot(of: TestHost(Levels(), size: Size(width: 40, height: 12)))
    }

    @Test func theLevelsAreDimAndGrey() {
        let host = TestHost(Levels(), size: Size(width: 40, height: 12))
        #expect(host.buffer[0, 0]?.style == Style())
        #expect(host.buffer[0, 1]?.style == Style(attributes: .dim))
        #expect(host.buffer[0, 2]?.style == Style(foreground: .brightBlack, attributes: .dim))
        #expect(host.buffer[0, 3]?.style == Style(foreground: .indexed(239), attributes: .dim))
        // A colour set around a level stays, dimmed; a shape's default fill is dimmed too.
        #expect(host.buffer[0, 4]?.style == Style(foreground: .red, attributes: .dim))
        #expect(host.buffer[2, 6]?.style == Style(foreground: .red, attributes: .dim))
        #expect(host.lines()[6].hasPrefix("██████"))
        // The secondary level names the style foregroundStyle(_:_:) gives it.
        #expect(host.buffer[0, 8]?.style.foreground == .green)
        #expect(host.buffer[0, 9]?.style == Style(foreground: .blue))
        // A labelled value is drawn in the secondary style.
        #expect(host.buffer[5, 10]?.style == Style(attributes: .dim))
    }

    @Test func anInnerStyleReplacesTheLevelAroundIt() {
        let host = TestHost(
            VStack(alignment: .leading, spacing: 0) {
                HStack { Text("plain") }.foregroundStyle(.primary)
                HStack { Text("red") }.foregroundStyle(.red)
                HStack { Text("dim") }.dim().foregroundStyle(.primary)
            }
            .foregroundStyle(.tertiary), size: Size(width: 10, height: 3))
        #expect(host.buffer[0, 0]?.style == Style())
        #expect(host.buffer[0, 1]?.style == Style(foreground: .red))
        // Dim set by the view itself is not the level's to take away.
        #expect(host.buffer[0, 2]?.style.attributes == .dim)
    }

    @Test func textKeepsItsOwnStyleAndStillJoins() {
        // A text's own style is made without the environment: a level dims it.
        let text = Text("Fern ") + Text("watered").foregroundStyle(.secondary)
        let host = TestHost(text, size: Size(width: 20, height: 1))
        #expect(host.lines() == ["Fern watered"])
        #expect(host.buffer[0, 0]?.style == Style())
        #expect(host.buffer[5, 0]?.style == Style(attributes: .dim))
    }

    @Test func monochromeKeepsTheLevelsDim() {
        let host = TestHost(Levels(), size: Size(width: 40, height: 12), environment: monochrome())
        assertSnapshot(of: host, as: .styled)
        for row in 1...3 { #expect(host.buffer[0, row]?.style.attributes.contains(.dim) == true) }
        #expect(host.buffer[0, 0]?.style.attributes.isEmpty == true)
    }
}

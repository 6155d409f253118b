import Terrarium
import TerrariumTerminal
import TerrariumTesting
import Testing

@MainActor @Suite struct ShapeSnapshotTests {
    struct Shapes: View {
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                HStack(spacing: 1) {
                    Circle().fill(.blue).frame(width: 10, height: 5)
                    RoundedRectangle(cornerRadius: 8).stroke(.red).frame(width: 12, height: 5)
                    Capsule().fill(.green).frame(width: 12, height: 3)
                    Rectangle().stroke(.yellow).frame(width: 6, height: 4)
                    Circle().stroke(.magenta).frame(width: 8, height: 4)
                }
                Text("Soil").foregroundStyle(.secondary)
                Color.cyan
            }
        }
    }

    @Test func shapesAndAColourAt80x24() {
        let host = TestHost(Shapes(), size: Size(width: 80, height: 24))
        assertEverySnapshot(of: host)
    }

    @Test func shapesAndAColourAt40x12() {
        let host = TestHost(Shapes(), size: Size(width: 40, height: 12))
        assertEverySnapshot(of: host)
    }

    @Test func monochromeFillsWithBlocks() {
        let host = TestHost(Shapes(), size: Size(width: 40, height: 12), environment: monochrome())
        assertSnapshot(of: host, as: .styled)
        // The circle's middle row is whole blocks in the terminal's own colour, not a colour
        // that NO_COLOR would drop.
        #expect(host.lines()[2].hasPrefix("██████████"))
        #expect(host.buffer[5, 2]?.style.foreground == .default)
        #expect(host.buffer[5, 2]?.style.background == .default)
        // The colour below fills its rows with blocks too.
        #expect(host.lines()[6].hasPrefix(String(repeating: "█", count: 40)))
    }
}

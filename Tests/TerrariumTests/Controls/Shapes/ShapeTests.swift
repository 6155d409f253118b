import Terrarium
import TerrariumTerminal
import TerrariumTesting
import Testing

@MainActor @Suite struct ShapeTests {
    @Test func aStrokedRectangleIsABoxAndARoundedOneHasRoundCorners() {
        let host = TestHost(
            HStack(spacing: 1) {
                Rectangle().stroke().frame(width: 4, height: 3)
                RoundedRectangle(cornerRadius: 8).stroke(.red).frame(width: 4, height: 3)
                Capsule().stroke().frame(width: 5, height: 1)
            }, size: Size(width: 16, height: 3))
        #expect(host.lines() == ["┌──┐ ╭──╮", "│  │ │  │ ─────", "└──┘ ╰──╯"])
        #expect(host.buffer[5, 0]?.style.foreground == .red)
    }

    @Test func aFillIsSpacesOnTheColourAndTheDefaultFillIsBlocksOfTheForeground() {
        let host = TestHost(
            HStack(spacing: 0) {
                Rectangle().fill(.red).frame(width: 2, height: 2)
                Rectangle().frame(width: 2, height: 2)
                Rectangle().frame(width: 2, height: 2).foregroundStyle(.green)
            }, size: Size(width: 6, height: 2))
        #expect(host.lines() == ["  ██", "  ██"])
        #expect(host.buffer[0, 0]?.style.background == .red)
        #expect(host.buffer[2, 1]?.style.foreground == .default)
        #expect(host.buffer[4, 1]?.style.background == .green)
    }

    @Test func aCircleIsAsWideInColumnsAsItIsTallInHalfRows() {
        let host = TestHost(Circle().frame(width: 10, height: 5), size: Size(width: 10, height: 5))
        let lines = host.lines()
        // Round: the middle row is full, the top and bottom rows are half blocks, and the shape
        // is the same upside down with the halves swapped.
        #expect(lines[2] == "██████████")
        #expect(lines[0].contains("▄") && !lines[0].contains("▀") && lines[0].hasPrefix(" "))
        #expect(lines[4].contains("▀") && !lines[4].contains("▄") && lines[4].hasPrefix(" "))
        let flipped = lines.reversed().map { String($0.map { $0 == "▀" ? "▄" : $0 == "▄" ? "▀" : $0 }) }
        #expect(flipped == lines)
    }

    @Test func aCircleInAWideFrameIsCentred() {
        let host = TestHost(Circle().frame(width: 20, height: 5), size: Size(width: 20, height: 5))
        #expect(host.lines()[2] == "     ██████████")
    }

    @Test func aColourFillsTheSpaceAStackLeavesIt() {
        let host = TestHost(
            VStack(spacing: 0) {
                Text("Fern")
                Color.red
            }, size: Size(width: 6, height: 3))
        #expect(host.buffer[0, 1]?.style.background == .red)
        #expect(host.buffer[5, 2]?.style.background == .red)
        #expect(host.buffer[5, 0]?.style.background == .default)
    }

    @Test func textOverAColourKeepsTheColourBehindIt() {
        let host = TestHost(Color.blue.overlay(alignment: .topLeading) { Text("Hi") }, size: Size(width: 4, height: 1))
        #expect(host.lines() == ["Hi"])
        #expect(host.buffer[0, 0]?.style.background == .blue)
    }

    @Test func aShapeInAScrollViewTakesItsIdealSide() {
        let host = TestHost(
            ScrollView {
                VStack(alignment: .leading, spacing: 0) {
                    Rectangle().stroke().frame(width: 4)
                    Text("below")
                }
            }, size: Size(width: 20, height: 14))
        #expect(host.lines()[9] == "└──┘")
        #expect(host.lines()[10].hasPrefix("below"))
    }

    @Test func aHugeFrameIsDrawnWithoutTrapping() {
        let host = TestHost(
            VStack(spacing: 0) {
                Rectangle().fill(.red).frame(width: 1_000_000, height: 1_000_000)
                RoundedRectangle(cornerRadius: Int.max).fill(.red).frame(width: 1 << 40, height: 1 << 40)
            }, size: Size(width: 8, height: 3))
        #expect(host.buffer[0, 0]?.style.background == .red)
        #expect(host.buffer[7, 2]?.style.background == .red)
    }

    @Test func anAppsOwnShapeCombinesFigures() {
        struct Window: Shape {
            func path(in rect: Rect) -> Path {
                var path = Path(rect)
                path.addRect(Rect(x: rect.minX, y: rect.minY + 1, width: rect.width, height: 1))
                return path
            }
        }
        let host = TestHost(Window().stroke().frame(width: 4, height: 3), size: Size(width: 4, height: 3))
        #expect(host.lines() == ["┌──┐", "────", "└──┘"])
    }

    @Test func shapesAreNotAccessibilityElements() {
        let host = TestHost(
            VStack {
                Circle()
                Text("Pot")
            }, size: Size(width: 10, height: 12))
        #expect(host.element(labeled: "Pot") != nil)
        #expect(host.accessibilityElements.count == 1)
    }

    @Test func aShapeWhoseFrameChangesIsDrawnAgain() {
        struct Growing: View {
            @State private var width = 4
            var body: some View {
                VStack(alignment: .leading, spacing: 0) {
                    Button("Grow") { width = 8 }
                    Rectangle().stroke().frame(width: width, height: 2)
                }
            }
        }
        let host = TestHost(Growing(), size: Size(width: 12, height: 3))
        host.focusAtLaunch()
        #expect(host.lines()[1] == "┌──┐")
        host.press(.return)
        #expect(host.lines()[1] == "┌──────┐")
        #expect(host.lines()[2] == "└──────┘")
    }
}

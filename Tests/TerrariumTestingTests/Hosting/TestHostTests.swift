import Terrarium
import TerrariumTerminal
import TerrariumTesting
import Testing

@MainActor @Suite struct TestHostTests {
    @MainActor final class Saved {
        var entries: [String] = []
    }

    struct Form: View {
        let saved: Saved
        @State private var name = ""
        @State private var count = 0
        var body: some View {
            VStack(alignment: .leading) {
                TextField("Name", text: $name)
                Button("Save") { saved.entries.append(name) }
                Text("pressed \(count)")
                    .focusable()
                    .onKeyPress("+") {
                        count += 1
                        return .handled
                    }
            }
        }
    }

    @Test func keysTypingPasteAndClicksDriveTheViewLikeAPerson() {
        let saved = Saved()
        let host = TestHost(Form(saved: saved), size: Size(width: 14, height: 3))
        #expect(host.press(.tab))
        #expect(host.focusedView == "TextField")
        host.type("Fe")
        #expect(host.paste("rn"))
        #expect(host.text.hasPrefix("Fern"))
        #expect(host.click(on: "Save"))
        #expect(saved.entries == ["Fern"])
        #expect(host.press(.tab))
        #expect(host.press("+"))
        #expect(host.press("+"))
        #expect(host.text.contains("pressed 2"))
        #expect(!host.press("x"))
    }

    @Test func lastFrameBytesAreWhatATerminalWouldReceive() {
        let host = TestHost(Text("hi"), size: Size(width: 4, height: 1))
        #expect(host.lastFrameStatistics.isFullRepaint)
        host.render()
        #expect(host.lastFrameBytes.isEmpty)
        host.resize(to: Size(width: 5, height: 1))
        #expect(host.lastFrameStatistics.isFullRepaint)
    }

    struct Sliding: View {
        @State private var on = false
        var body: some View {
            Text("#").offset(x: on ? 6 : 0).animation(.linear(duration: 0.5), value: on)
                .focusable()
                .onKeyPress(.return) {
                    on.toggle()
                    return .handled
                }
        }
    }

    @Test func settleRunsAnimationsToTheirEndWithoutSleeping() {
        let host = TestHost(Sliding(), size: Size(width: 8, height: 1))
        host.press(.tab)
        host.press(.return)
        host.advance(by: .milliseconds(250))
        #expect(host.text == "   #    ")
        host.settle()
        #expect(host.text == "      # ")
    }

    @Test func aTestHostSnapshotsLikeAViewHost() {
        let host = TestHost(Text("snap").border(), size: Size(width: 6, height: 3))
        assertInlineSnapshot(of: host, as: .text) {
            """
            ┌────┐
            │snap│
            └────┘
            """
        }
    }

    @Test func theWheelAndClicksWorkOnPositions() {
        let view = ScrollView(showsIndicators: false) {
            VStack(alignment: .leading) { ForEach(0..<30) { index in Text("row \(index)") } }
        }
        let host = TestHost(view, size: Size(width: 8, height: 2))
        #expect(host.scroll(.down, at: Point(x: 0, y: 0)))
        #expect(host.text == "row 3   \nrow 4   ")
        #expect(host.location(of: "row 4") == Point(x: 0, y: 1))
        #expect(!host.click(on: "row 99"))
    }
}

@MainActor @Suite struct TestHostDragTests {
    struct Slider: View {
        @State private var value = 0
        var body: some View {
            VStack(alignment: .leading) {
                Text("[\(String(repeating: "=", count: value))]")
                    .gesture(DragGesture().onChanged { value = max(0, $0.offset.x) })
            }
        }
    }

    @Test func dragMovesThroughTheCellsBetween() {
        let host = TestHost(Slider(), size: Size(width: 10, height: 1))
        #expect(host.drag(from: Point(x: 0, y: 0), to: Point(x: 4, y: 0)))
        #expect(host.text.hasPrefix("[====]"))
    }
}

@MainActor @Suite struct TestHostSettleTests {
    struct Slow: View {
        @State private var on = false
        var body: some View {
            Text("#").offset(x: on ? 6 : 0).animation(.linear(duration: 3), value: on)
                .focusable()
                .onKeyPress(.return) {
                    on.toggle()
                    return .handled
                }
        }
    }

    @Test func settleRunsEvenLongAnimationsToTheirEnd() {
        let host = TestHost(Slow(), size: Size(width: 8, height: 1))
        host.press(.tab)
        host.press(.return)
        host.settle()
        #expect(host.text == "      # ")
        #expect(!host.isAnimating)
    }
}

@MainActor @Suite struct TreeFocusTests {
    @Test func theTreeMarksTheFocusedView() {
        let host = TestHost(VStack { Button("a") {} }, size: Size(width: 6, height: 1))
        #expect(!host.treeDescription.contains("focused"))
        host.press(.tab)
        #expect(host.treeDescription.contains("Button frame: (0, 0) 5x1 focused"))
    }
}

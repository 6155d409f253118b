import Terrarium
import TerrariumTerminal
import TerrariumTesting
import Testing

@MainActor @Suite struct ViewLayoutTests {
    @Test func vstackStacksAndAlignsItsChildren() {
        let view = VStack(alignment: .trailing) {
            Text("a")
            Text("bbb")
        }
        #expect(TestHost(view, size: Size(width: 10, height: 3)).lines() == ["  a", "bbb", ""])
    }

    @Test func hstackSeparatesChildrenByOneColumnByDefault() {
        let view = HStack {
            Text("ab")
            Text("cd")
        }
        #expect(TestHost(view, size: Size(width: 10, height: 1)).lines() == ["ab cd"])
    }

    @Test func spacerPushesViewsToTheEdges() {
        let view = HStack {
            Text("left")
            Spacer()
            Text("right")
        }
        #expect(TestHost(view, size: Size(width: 16, height: 1)).lines() == ["left       right"])
    }

    /// A spacer takes what the views beside it leave, however wide it could grow: buttons after
    /// it keep their whole titles, and text that fits does not wrap.
    @Test func aSpacerLeavesTheViewsBesideItTheirIdealWidths() {
        let buttons = HStack {
            Spacer()
            Button("Cancel") {}
            Button("Delete") {}
        }
        #expect(TestHost(buttons, size: Size(width: 30, height: 2)).lines() == ["         [ Cancel ] [ Delete ]", ""])
        let label = HStack {
            Text("Name:")
            Spacer()
            Text("a long value here")
        }
        #expect(TestHost(label, size: Size(width: 30, height: 2)).lines() == ["Name:        a long value here", ""])
        // Too narrow for both, the texts share the width and the spacer gets nothing.
        #expect(
            TestHost(label, size: Size(width: 12, height: 3)).lines() == ["      a long", "Name: value", "      here"])
    }

    @Test func spacerInAVStackTakesRowsNotColumns() {
        let view = VStack(alignment: .leading) {
            Text("top")
            Spacer()
            Text("bottom")
        }
        #expect(TestHost(view, size: Size(width: 8, height: 4)).lines() == ["top", "", "", "bottom"])
    }

    @Test func fixedFrameAlignsItsContent() {
        let view = Text("hi").frame(width: 6, height: 3, alignment: .bottomTrailing).border()
        #expect(
            TestHost(view, size: Size(width: 10, height: 5)).lines() == [
                "┌──────┐", "│      │", "│      │", "│    hi│", "└──────┘",
            ])
    }

    @Test func flexibleFrameFillsWhatIsProposed() {
        let view = Text("x").frame(maxWidth: .max).border(.ascii)
        #expect(TestHost(view, size: Size(width: 7, height: 3)).lines() == ["+-----+", "|  x  |", "+-----+"])
    }

    @Test func minimumFrameIsAtLeastItsMinimum() {
        let view = Text("x").frame(minWidth: 5, alignment: .leading).border(.ascii)
        #expect(TestHost(view, size: Size(width: 20, height: 3)).lines() == ["+-----+", "|x    |", "+-----+"])
    }

    @Test func paddingInsetsContent() {
        let view = Text("p").padding(.horizontal, 2).padding(.top, 1).border(.ascii)
        #expect(
            TestHost(view, size: Size(width: 9, height: 4)).lines() == ["+-----+", "|     |", "|  p  |", "+-----+"])
    }

    @Test func anEdgeIsOneSideAndAnEdgeSetSeveralAsInSwiftUI() {
        #expect(Edge.allCases == [.top, .leading, .bottom, .trailing])
        let side: Edge = .trailing
        let edges: Edge.Set = [Edge.Set(side), .top]
        #expect(edges.contains(.trailing) && edges.contains(.top) && !edges.contains(.leading))
        #expect(Edge.Set.all == [.horizontal, .vertical])
        let view = Text("p").padding(edges, 2).border(.ascii)
        #expect(
            TestHost(view, size: Size(width: 9, height: 5)).lines() == ["+---+", "|   |", "|   |", "|p  |", "+---+"])
    }

    @Test(arguments: [
        (BorderStyle.single, ["┌─┐", "│a│", "└─┘"]),
        (.double, ["╔═╗", "║a║", "╚═╝"]),
        (.rounded, ["╭─╮", "│a│", "╰─╯"]),
        (.heavy, ["┏━┓", "┃a┃", "┗━┛"]),
        (.ascii, ["+-+", "|a|", "+-+"]),
    ])
    func borderStyles(style: BorderStyle, expected: [String]) {
        #expect(TestHost(Text("a").border(style), size: Size(width: 5, height: 3)).lines() == expected)
    }

    @Test func textWrapsInsideANarrowFrameWithoutSplittingWideCharacters() {
        let view = Text("日本語のテキスト").frame(width: 5).border()
        #expect(
            TestHost(view, size: Size(width: 10, height: 6)).lines() == [
                "┌─────┐", "│日本 │", "│語の │", "│テキ │", "│スト │", "└─────┘",
            ])
    }

    @Test func layoutPriorityGivesTheWinnerItsSpaceFirst() {
        let view = HStack(spacing: 0) {
            Text("aaaaaa").lineLimit(1)
            Text("bbbbbb").lineLimit(1).layoutPriority(1)
        }
        #expect(TestHost(view, size: Size(width: 8, height: 1)).lines() == ["a…bbbbbb"])
    }

    @Test func zstackDrawsLaterViewsInFront() {
        let view = ZStack(alignment: .topLeading) {
            Text("xxxxx")
            Text("ab")
        }
        #expect(TestHost(view, size: Size(width: 6, height: 1)).lines() == ["abxxx"])
    }

    @Test func backgroundAndOverlayShareTheContentsFrame() {
        let view = Text("abc").padding(.horizontal, 1).overlay(alignment: .trailing) { Text("!") }
        #expect(TestHost(view, size: Size(width: 6, height: 1)).lines() == [" abc!"])
        let host = TestHost(Text("ab").background(.blue), size: Size(width: 3, height: 1))
        host.render()
        #expect(host.buffer[0, 0]?.style.background == .blue)
        #expect(host.buffer[1, 0]?.style.background == .blue)
        #expect(host.buffer[2, 0]?.style.background == .default)
    }

    @Test func hiddenKeepsItsSpace() {
        let view = HStack(spacing: 0) {
            Text("ab").hidden()
            Text("c")
        }
        #expect(TestHost(view, size: Size(width: 4, height: 1)).lines() == ["  c"])
    }

    @Test func offsetMovesDrawingNotLayout() {
        let view = VStack(alignment: .leading) {
            Text("a").offset(x: 2)
            Text("b")
        }
        #expect(TestHost(view, size: Size(width: 4, height: 2)).lines() == ["  a", "b"])
    }

    struct Diagonal: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
            let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
            return Size(width: sizes.map(\.width).reduce(0, +), height: sizes.map(\.height).reduce(0, +))
        }

        func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            var point = bounds.origin
            for subview in subviews {
                let size = subview.sizeThatFits(.unspecified)
                subview.place(at: point, proposal: .unspecified)
                point.x += size.width
                point.y += size.height
            }
        }
    }

    @Test func customLayoutPlacesSubviewsAndFlattensForEach() {
        let view = Diagonal {
            Text("a")
            ForEach(0..<2) { index in Text("\(index)") }
        }
        #expect(TestHost(view, size: Size(width: 4, height: 3)).lines() == ["a", " 0", "  1"])
    }

    @Test func dividerFollowsItsStack() {
        let vertical = VStack {
            Text("abc")
            Divider()
        }
        #expect(TestHost(vertical, size: Size(width: 5, height: 2)).lines() == [" abc", "─────"])
        let horizontal = HStack {
            Text("a")
            Divider()
            Text("b")
        }
        #expect(TestHost(horizontal, size: Size(width: 5, height: 1)).lines() == ["a │ b"])
    }

    @Test func oneByOneAndEmptyHostsDoNotCrash() {
        #expect(TestHost(Text("hello").border(), size: Size(width: 1, height: 1)).lines().count == 1)
        #expect(TestHost(EmptyView(), size: Size(width: 0, height: 0)).lines().isEmpty)
    }
}

@MainActor @Suite struct ModifierStyleTests {
    @Test func fixedSizeKeepsTheIdealSizeInsteadOfWrapping() {
        let wrapped = TestHost(Text("one two").frame(width: 4), size: Size(width: 10, height: 2))
        #expect(wrapped.lines() == ["one", "two"])
        let fixed = TestHost(
            Text("one two").fixedSize().frame(width: 4, alignment: .leading), size: Size(width: 10, height: 2)
        )
        #expect(fixed.lines().first == "one two")
    }

    @Test func textStyleModifiersReachEveryTextInside() {
        let view = VStack(alignment: .leading) {
            Text("a")
            Text("b").foregroundColor(.red)
        }
        .bold()
        .italic()
        .underline()
        .foregroundStyle(.green)
        let host = TestHost(view, size: Size(width: 2, height: 2))
        host.render()
        #expect(host.buffer[0, 0]?.style.attributes == [.bold, .italic, .underline])
        #expect(host.buffer[0, 0]?.style.foreground == .green)
        #expect(host.buffer[0, 1]?.style.foreground == .red)
        let disabled = TestHost(Text("x").strikethrough().disabled(true), size: Size(width: 1, height: 1))
        disabled.render()
        #expect(disabled.buffer[0, 0]?.style.attributes == [.strikethrough, .dim])
    }

    struct LayoutWriter: Layout {
        let onPlace: @MainActor () -> Void
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
            Size(width: 3, height: 1)
        }
        func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            onPlace()
            for subview in subviews { subview.place(at: bounds.origin, proposal: .unspecified) }
        }
    }

    struct WritesDuringLayout: View {
        @State private var placements = 0
        func countPlacement() { placements += 1 }

        var body: some View {
            let layout = LayoutWriter(onPlace: countPlacement)
            layout { Text("\(placements)") }
        }
    }

    @Test func stateWrittenDuringLayoutIsDeferredToTheNextFrameWithADiagnostic() {
        let host = TestHost(WritesDuringLayout(), size: Size(width: 3, height: 1))
        // The host drew the first frame as it was made.
        #expect(host.text == "0  ")
        #expect(host.hasPendingUpdates)
        #expect(host.diagnostics.contains { $0.contains("during layout") })
        #expect(host.lines() == ["1"])
    }
}

@MainActor @Suite struct TextMinimumHeightTests {
    @Test func textKeepsOneLineWhenAStackIsShortOfRows() {
        let view = VStack(alignment: .leading) {
            Text("Saved").border()
            Text("docs")
        }
        let host = TestHost(view, size: Size(width: 9, height: 4))
        #expect(host.lines() == ["┌─────┐", "│Saved│", "└─────┘", "docs"])
    }
}

@MainActor @Suite struct TextRemeasuringTests {
    /// Asks its one subview for its size at each of `heights` at `width`, then places it at the
    /// last (a root is placed without being asked its own size).
    struct Probe: Layout {
        let width: Int
        let heights: [Int?]
        let record: (Size) -> Void

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
            subviews[0].sizeThatFits(ProposedViewSize(width: width, height: heights.last ?? nil))
        }

        func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            for height in heights {
                record(subviews[0].sizeThatFits(ProposedViewSize(width: width, height: height)))
            }
            subviews[0].place(at: bounds.origin, proposal: ProposedViewSize(width: width, height: heights.last ?? nil))
        }
    }

    /// Text keeps a few layouts between questions, and serves a complete one for any taller
    /// proposal; a truncated one must never answer for another height.
    @Test func textAnswersEachHeightAsAFreshLayoutWould() {
        var sizes: [Size] = []
        let heights = [nil, 1, 3, 2, nil, 5, 1, 2]
        let view = Probe(width: 5, heights: heights) { sizes.append($0) } {
            Text("ferns grow tall")
        }
        let host = TestHost(view, size: Size(width: 8, height: 4))
        let expected = [3, 1, 3, 2, 3, 3, 1, 2].map { Size(width: 5, height: $0) }
        #expect(host.lines() == ["ferns", "grow…", "", ""])
        #expect(sizes == expected)
    }
}

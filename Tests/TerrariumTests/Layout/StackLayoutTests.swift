import Terrarium
import TerrariumTerminal
import TerrariumTesting
import Testing

@Suite @MainActor struct HStackLayoutTests {
    @Test func fixedViewsGetOneColumnBetweenThemAndCentreVertically() {
        let views = [TestSubview.fixed(3, 1), .fixed(2, 3), .fixed(4, 2)]
        let size = layOut(
            HStackLayout(), views, proposal: ProposedViewSize(width: 20, height: 5), at: Point(x: 2, y: 3))
        #expect(size == Size(width: 11, height: 3))
        #expect(
            views.map(\.frame) == [
                Rect(x: 2, y: 4, width: 3, height: 1),
                Rect(x: 6, y: 3, width: 2, height: 3),
                Rect(x: 9, y: 3, width: 4, height: 2),
            ])
    }

    @Test func explicitSpacingAndBottomAlignment() {
        let views = [TestSubview.fixed(3, 1), .fixed(2, 3), .fixed(4, 2)]
        let size = layOut(HStackLayout(alignment: .bottom, spacing: 3), views, proposal: .unspecified)
        #expect(size == Size(width: 15, height: 3))
        #expect(
            views.map(\.frame) == [
                Rect(x: 0, y: 2, width: 3, height: 1),
                Rect(x: 6, y: 0, width: 2, height: 3),
                Rect(x: 11, y: 1, width: 4, height: 2),
            ])
    }

    @Test func zeroSpacingAndTopAlignment() {
        let views = [TestSubview.fixed(3, 1), .fixed(2, 3)]
        let size = layOut(HStackLayout(alignment: .top, spacing: 0), views, proposal: .unspecified)
        #expect(size == Size(width: 5, height: 3))
        #expect(views.map(\.frame) == [Rect(x: 0, y: 0, width: 3, height: 1), Rect(x: 3, y: 0, width: 2, height: 3)])
    }

    @Test func spacerPushesViewsApartWithoutSpacingAroundIt() {
        let views = [TestSubview.fixed(3, 1), .spacer(), .fixed(2, 1)]
        let size = layOut(HStackLayout(), views, proposal: ProposedViewSize(width: 20, height: 1))
        #expect(size == Size(width: 20, height: 1))
        #expect(
            views.map(\.frame) == [
                Rect(x: 0, y: 0, width: 3, height: 1),
                Rect(x: 3, y: 0, width: 15, height: 1),
                Rect(x: 18, y: 0, width: 2, height: 1),
            ])
    }

    @Test func explicitSpacingAppliesAroundSpacersToo() {
        let views = [TestSubview.fixed(3, 1), .spacer(), .fixed(2, 1)]
        layOut(HStackLayout(spacing: 1), views, proposal: ProposedViewSize(width: 20, height: 1))
        #expect(
            views.map(\.frame) == [
                Rect(x: 0, y: 0, width: 3, height: 1),
                Rect(x: 4, y: 0, width: 13, height: 1),
                Rect(x: 18, y: 0, width: 2, height: 1),
            ])
    }

    @Test func leadingSpacerPushesAViewToTheTrailingEdge() {
        let views = [TestSubview.spacer(), .fixed(2, 1)]
        layOut(HStackLayout(), views, proposal: ProposedViewSize(width: 10, height: 1))
        #expect(views[1].frame == Rect(x: 8, y: 0, width: 2, height: 1))
    }

    @Test func flexibleViewsSplitTheWidthEvenly() {
        let views = [TestSubview.flexible(), .flexible()]
        let size = layOut(HStackLayout(spacing: 0), views, proposal: ProposedViewSize(width: 10, height: 2))
        #expect(size == Size(width: 10, height: 2))
        #expect(views.map(\.frame) == [Rect(x: 0, y: 0, width: 5, height: 2), Rect(x: 5, y: 0, width: 5, height: 2)])
    }

    @Test func oddRemainderGoesToTheLastFlexibleView() {
        let two = [TestSubview.flexible(), .flexible()]
        layOut(HStackLayout(), two, proposal: ProposedViewSize(width: 12, height: 2))
        #expect(two.map(\.frame) == [Rect(x: 0, y: 0, width: 5, height: 2), Rect(x: 6, y: 0, width: 6, height: 2)])

        let three = [TestSubview.flexible(), .flexible(), .flexible()]
        let size = layOut(HStackLayout(spacing: 0), three, proposal: ProposedViewSize(width: 11, height: 1))
        #expect(size == Size(width: 11, height: 1))
        #expect(three.compactMap(\.frame?.width) == [3, 4, 4])
    }

    @Test func shorterTextGetsItsFullWidthBeforeLongerTextWraps() {
        let long = TestSubview.text("a much longer text")
        let short = TestSubview.text("short")
        let size = layOut(HStackLayout(), [long, short], proposal: ProposedViewSize(width: 20, height: 5))
        #expect(size == Size(width: 20, height: 2))
        #expect(long.frame == Rect(x: 0, y: 0, width: 14, height: 2))
        #expect(short.frame == Rect(x: 15, y: 0, width: 5, height: 1))
        #expect(long.placedProposal == ProposedViewSize(width: 14, height: 5))
    }

    @Test func textWrapsDownToItsLongestWordWhenSpaceIsTight() {
        let long = TestSubview.text("a much longer text")
        let short = TestSubview.text("short")
        let size = layOut(HStackLayout(), [long, short], proposal: ProposedViewSize(width: 12, height: 5))
        #expect(size == Size(width: 12, height: 3))
        #expect(long.frame == Rect(x: 0, y: 0, width: 6, height: 3))
        #expect(short.frame == Rect(x: 7, y: 1, width: 5, height: 1))
    }

    @Test func viewsThatCannotShrinkOverflowTheProposal() {
        let views = [TestSubview.text("a much longer text"), .text("short")]
        let size = layOut(HStackLayout(), views, proposal: ProposedViewSize(width: 8, height: 5))
        #expect(size == Size(width: 12, height: 3))
        #expect(views.map(\.frame) == [Rect(x: 0, y: 0, width: 6, height: 3), Rect(x: 7, y: 1, width: 5, height: 1)])
    }

    @Test func equalTextsShareEvenlyWithoutPriority() {
        let views = [TestSubview.text("aaaa bbbb cccc"), .text("dddd eeee ffff")]
        layOut(HStackLayout(), views, proposal: ProposedViewSize(width: 21, height: 5))
        #expect(
            views.map(\.frame) == [Rect(x: 0, y: 0, width: 10, height: 2), Rect(x: 11, y: 0, width: 10, height: 2)])
    }

    @Test func higherLayoutPriorityIsServedFirst() {
        let views = [TestSubview.text("aaaa bbbb cccc"), .text("dddd eeee ffff", priority: 1)]
        let size = layOut(HStackLayout(), views, proposal: ProposedViewSize(width: 21, height: 5))
        #expect(size == Size(width: 21, height: 3))
        #expect(views.map(\.frame) == [Rect(x: 0, y: 0, width: 6, height: 3), Rect(x: 7, y: 1, width: 14, height: 1)])
    }

    @Test func higherPriorityLeavesLowerPrioritiesTheirMinimum() {
        let views = [TestSubview.text("aaaa bbbb cccc"), .text("dddd eeee ffff", priority: 1)]
        let size = layOut(HStackLayout(), views, proposal: ProposedViewSize(width: 15, height: 5))
        #expect(size == Size(width: 15, height: 4))
        #expect(views.map(\.frame) == [Rect(x: 0, y: 0, width: 4, height: 4), Rect(x: 5, y: 1, width: 10, height: 2)])
    }

    @Test func higherPriorityFlexibleViewTakesAllTheSpace() {
        let views = [TestSubview.flexible(), .flexible(priority: 1)]
        layOut(HStackLayout(spacing: 0), views, proposal: ProposedViewSize(width: 10, height: 1))
        #expect(views.map(\.frame) == [Rect(x: 0, y: 0, width: 0, height: 1), Rect(x: 0, y: 0, width: 10, height: 1)])
    }

    @Test func nilProposalGivesIdealSizes() {
        let views = [TestSubview.text("hello world"), .flexible(ideal: Size(width: 3, height: 2)), .fixed(2, 1)]
        let size = layOut(HStackLayout(), views, proposal: .unspecified)
        #expect(size == Size(width: 18, height: 2))
        #expect(
            views.map(\.frame) == [
                Rect(x: 0, y: 0, width: 11, height: 1),
                Rect(x: 12, y: 0, width: 3, height: 2),
                Rect(x: 16, y: 0, width: 2, height: 1),
            ])
        #expect(views.allSatisfy { $0.placedProposal == .unspecified })
    }

    @Test func nilWidthKeepsTheProposedHeight() {
        let views = [
            TestSubview.flexible(ideal: Size(width: 3, height: 1)), .flexible(ideal: Size(width: 2, height: 1)),
        ]
        let size = layOut(HStackLayout(), views, proposal: ProposedViewSize(width: nil, height: 4))
        #expect(size == Size(width: 6, height: 4))
        #expect(views.map(\.frame) == [Rect(x: 0, y: 0, width: 3, height: 4), Rect(x: 4, y: 0, width: 2, height: 4)])
    }

    @Test func unboundedProposalDoesNotOverflow() {
        let unbounded = ProposedViewSize.unbounded
        let views = [TestSubview.spacer(), .spacer(), .fixed(1, 1)]
        let size = layOut(HStackLayout(), views, proposal: .infinity)
        #expect(size == Size(width: unbounded, height: unbounded))
        #expect(
            views.map(\.frame) == [
                Rect(x: 0, y: 0, width: unbounded / 2 - 1, height: unbounded),
                Rect(x: unbounded / 2 - 1, y: 0, width: unbounded / 2, height: unbounded),
                Rect(x: unbounded - 1, y: (unbounded - 1) / 2, width: 1, height: 1),
            ])
    }

    @Test func hugeAnswersAndSpacingAreClampedToUnbounded() {
        let unbounded = ProposedViewSize.unbounded
        let wide = [TestSubview.fixed(.max, .max), .fixed(.max, .max)]
        #expect(layOut(HStackLayout(), wide, proposal: .unspecified) == Size(width: unbounded, height: unbounded))
        #expect(layOut(HStackLayout(), wide, proposal: .infinity) == Size(width: unbounded, height: unbounded))
        #expect(wide[1].frame?.origin == Point(x: unbounded, y: 0))

        let spaced = [TestSubview.flexible(), .flexible(), .flexible()]
        let size = layOut(VStackLayout(spacing: .max), spaced, proposal: .infinity)
        #expect(size == Size(width: unbounded, height: unbounded))
    }

    @Test func zeroProposalGivesMinimumSizes() {
        let views = [TestSubview.fixed(3, 1), .flexible(), .text("ab cd")]
        let size = layOut(HStackLayout(), views, proposal: .zero)
        #expect(size == Size(width: 7, height: 3))
        #expect(
            views.map(\.frame) == [
                Rect(x: 0, y: 1, width: 3, height: 1),
                Rect(x: 4, y: 1, width: 0, height: 0),
                Rect(x: 5, y: 0, width: 2, height: 3),
            ])
    }

    @Test func widerBoundsStartContentAtTheLeadingEdge() {
        let views = [TestSubview.fixed(2, 1), .fixed(2, 1)]
        let subviews = LayoutSubviews(views.map { LayoutSubview($0) })
        let layout = HStackLayout()
        var cache: Void = ()
        layout.placeSubviews(
            in: Rect(x: 1, y: 1, width: 20, height: 1),
            proposal: .unspecified,
            subviews: subviews,
            cache: &cache
        )
        #expect(views.map(\.frame) == [Rect(x: 1, y: 1, width: 2, height: 1), Rect(x: 4, y: 1, width: 2, height: 1)])
    }

    @Test func placementSizesSubviewsForTheProposalNotTheBoundsOrAnEarlierSizing() {
        let views = [TestSubview.flexible(), .flexible()]
        let subviews = LayoutSubviews(views.map { LayoutSubview($0) })
        let layout = HStackLayout(spacing: 0)
        var cache: Void = ()
        let wide = ProposedViewSize(width: 30, height: 1)
        #expect(layout.sizeThatFits(proposal: wide, subviews: subviews, cache: &cache) == Size(width: 30, height: 1))
        layout.placeSubviews(
            in: Rect(x: 0, y: 0, width: 20, height: 1),
            proposal: ProposedViewSize(width: 10, height: 1),
            subviews: subviews,
            cache: &cache
        )
        #expect(views.map(\.frame) == [Rect(x: 0, y: 0, width: 5, height: 1), Rect(x: 5, y: 0, width: 5, height: 1)])
        #expect(
            views.map(\.placedProposal) == [
                ProposedViewSize(width: 5, height: 1), ProposedViewSize(width: 5, height: 1),
            ])
    }
}

@Suite @MainActor struct VStackLayoutTests {
    @Test(arguments: [
        (HorizontalAlignment.leading, [0, 0, 0]),
        (.center, [2, 0, 1]),
        (.trailing, [4, 0, 2]),
    ])
    func alignment(_ alignment: HorizontalAlignment, xs: [Int]) {
        let views = [TestSubview.fixed(2, 1), .fixed(6, 2), .fixed(4, 1)]
        let size = layOut(VStackLayout(alignment: alignment), views, proposal: .unspecified, at: Point(x: 5, y: 3))
        #expect(size == Size(width: 6, height: 4))
        #expect(views.compactMap(\.frame?.minX) == xs.map { $0 + 5 })
        #expect(views.compactMap(\.frame?.minY) == [3, 4, 6])
    }

    @Test func explicitSpacing() {
        let views = [TestSubview.fixed(2, 1), .fixed(6, 2), .fixed(4, 1)]
        let size = layOut(VStackLayout(alignment: .leading, spacing: 1), views, proposal: .unspecified)
        #expect(size == Size(width: 6, height: 6))
        #expect(views.compactMap(\.frame?.minY) == [0, 2, 5])
    }

    @Test func fixedTextHeightIsServedBeforeAFlexibleView() {
        let text = TestSubview.text("hello world")
        let fill = TestSubview.flexible()
        let size = layOut(VStackLayout(), [fill, text], proposal: ProposedViewSize(width: 5, height: 10))
        #expect(size == Size(width: 5, height: 10))
        #expect(fill.frame == Rect(x: 0, y: 0, width: 5, height: 7))
        #expect(text.frame == Rect(x: 0, y: 7, width: 5, height: 3))
    }

    @Test func spacerPushesViewsToTheEdges() {
        let views = [TestSubview.fixed(4, 1), .spacer(), .fixed(2, 2)]
        let size = layOut(VStackLayout(), views, proposal: ProposedViewSize(width: 4, height: 8))
        #expect(size == Size(width: 4, height: 8))
        #expect(
            views.map(\.frame) == [
                Rect(x: 0, y: 0, width: 4, height: 1),
                Rect(x: 0, y: 1, width: 4, height: 5),
                Rect(x: 1, y: 6, width: 2, height: 2),
            ])
    }

    @Test func zeroProposal() {
        let views = [TestSubview.fixed(3, 2), .flexible()]
        #expect(layOut(VStackLayout(), views, proposal: .zero) == Size(width: 3, height: 2))
        #expect(views[1].frame == Rect(x: 1, y: 2, width: 0, height: 0))
    }
}

@Suite @MainActor struct ZStackLayoutTests {
    @Test(arguments: [
        (Alignment.topLeading, Point(x: 0, y: 0)),
        (.center, Point(x: 2, y: 1)),
        (.bottomTrailing, Point(x: 4, y: 3)),
        (.bottom, Point(x: 2, y: 3)),
        (.leading, Point(x: 0, y: 1)),
    ])
    func alignment(_ alignment: Alignment, origin: Point) {
        let views = [TestSubview.fixed(6, 4), .fixed(2, 1)]
        let size = layOut(ZStackLayout(alignment: alignment), views, proposal: .unspecified, at: Point(x: 1, y: 1))
        #expect(size == Size(width: 6, height: 4))
        #expect(views[0].frame == Rect(x: 1, y: 1, width: 6, height: 4))
        #expect(
            views[1].frame == Rect(origin: Point(x: origin.x + 1, y: origin.y + 1), size: Size(width: 2, height: 1)))
    }

    @Test func everySubviewIsOfferedTheWholeProposal() {
        let fill = TestSubview.flexible()
        let box = TestSubview.fixed(3, 2)
        let size = layOut(ZStackLayout(), [fill, box], proposal: ProposedViewSize(width: 10, height: 5))
        #expect(size == Size(width: 10, height: 5))
        #expect(fill.frame == Rect(x: 0, y: 0, width: 10, height: 5))
        #expect(box.frame == Rect(x: 3, y: 1, width: 3, height: 2))
    }

    @Test func nilProposalGivesTheLargestIdealSize() {
        let fill = TestSubview.flexible()
        let box = TestSubview.fixed(3, 2)
        #expect(layOut(ZStackLayout(), [fill, box], proposal: .unspecified) == Size(width: 3, height: 2))
        #expect(fill.frame == Rect(x: 1, y: 0, width: 1, height: 1))
    }

    @Test func hugeAnswersAreClampedToUnbounded() {
        let unbounded = ProposedViewSize.unbounded
        let views = [TestSubview.fixed(.max, 1), .flexible()]
        #expect(layOut(ZStackLayout(), views, proposal: .infinity) == Size(width: unbounded, height: unbounded))
    }
}

@Suite @MainActor struct EmptyStackLayoutTests {
    @Test(arguments: [ProposedViewSize.unspecified, .zero, .infinity, ProposedViewSize(width: 7, height: 3)])
    func stacksWithoutSubviewsAreEmpty(_ proposal: ProposedViewSize) {
        #expect(layOut(HStackLayout(), [], proposal: proposal) == .zero)
        #expect(layOut(VStackLayout(), [], proposal: proposal) == .zero)
        #expect(layOut(ZStackLayout(), [], proposal: proposal) == .zero)
    }
}

@MainActor @Suite struct StackSharingRegressionTests {
    /// A button is a column less flexible than the text beside it; with room for both, neither
    /// may be squeezed (an equal share used to leave the button's label out).
    @Test func viewsWhoseIdealLengthsFitGetThem() {
        for width in 7...9 {
            let host = TestHost(
                HStack {
                    Button("a") {}
                    Text("n")
                }, size: Size(width: width, height: 1))
            #expect(host.lines() == ["[ a ] n"])
        }
        let host = TestHost(
            HStack {
                Text("0123456789")
                Text("abcdefghij")
            }, size: Size(width: 13, height: 2))
        // Two texts that do not both fit still share equally.
        #expect(host.lines() == ["012345 abcdef", "6789   ghij"])
    }
}

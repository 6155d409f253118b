import RatingControl
import TerrariumTerminal
import TerrariumTesting
import TerrariumWidgets
import Testing

@MainActor @Suite struct RatingControlTests {
    /// A rating of `value` that counts its `.valueChanged` actions.
    func makeRating(_ value: Int = 0) -> (rating: RatingControl, changes: () -> Int) {
        let rating = RatingControl(value: value)
        var changes = 0
        rating.addAction(for: .valueChanged) { _ in changes += 1 }
        return (rating, { changes })
    }

    // MARK: - Drawing

    @Test func drawsFilledAndEmptyStarsOneCellEachWithSpacesBetween() {
        #expect(CellBuffer(drawing: RatingControl(value: 3), size: Size(width: 9, height: 1)).lines == ["★ ★ ★ ☆ ☆"])
        #expect(CellBuffer(drawing: RatingControl(value: 0), size: Size(width: 9, height: 1)).lines == ["☆ ☆ ☆ ☆ ☆"])
        #expect(CellBuffer(drawing: RatingControl(value: 5), size: Size(width: 9, height: 1)).lines == ["★ ★ ★ ★ ★"])
        #expect(RatingControl().sizeThatFits(.unspecified) == Size(width: 9, height: 1))
    }

    @Test func drawsTheASCIIFallbackInTheSamePlaces() {
        let rating = RatingControl(value: 2)
        rating.usesASCII = true
        #expect(CellBuffer(drawing: rating, size: Size(width: 9, height: 1)).lines == ["* * - - -"])
        rating.value = 5
        #expect(CellBuffer(drawing: rating, size: Size(width: 9, height: 1)).lines == ["* * * * *"])
    }

    @Test func filledStarsTakeTheFilledStyle() {
        let rating = RatingControl(value: 1)
        let buffer = CellBuffer(drawing: rating, size: Size(width: 9, height: 1))
        #expect(buffer[0, 0]?.style.foreground == .yellow)
        #expect(buffer[2, 0]?.style.foreground == .default)
    }

    @Test func focusedItIsReversedAcrossItsWidth() {
        let rating = RatingControl(value: 2)
        #expect(
            CellBuffer(drawing: rating, size: Size(width: 9, height: 1)).attributes(row: 0).allSatisfy { $0.isEmpty })
        rating.focusDidChange(true)
        let buffer = CellBuffer(drawing: rating, size: Size(width: 9, height: 1))
        #expect(buffer.lines == ["★ ★ ☆ ☆ ☆"])
        #expect(buffer.attributes(row: 0) == Array(repeating: .reverse, count: 9))
    }

    @Test func aSmallerMaximumDrawsFewerStarsAndLowersTheValue() {
        let rating = RatingControl(value: 5)
        rating.maximumValue = 3
        #expect(rating.value == 3)
        #expect(rating.sizeThatFits(.unspecified) == Size(width: 5, height: 1))
        #expect(CellBuffer(drawing: rating, size: Size(width: 5, height: 1)).lines == ["★ ★ ★"])
    }

    // MARK: - Keys

    @Test func leftAndRightStepByOneWithinTheRange() {
        let (rating, changes) = makeRating(4)
        #expect(rating.handle(key(.rightArrow)))
        #expect(rating.value == 5)
        #expect(rating.handle(key(.rightArrow)))
        #expect(rating.value == 5)
        #expect(rating.handle(key(.leftArrow)))
        #expect(rating.handle(key(.leftArrow)))
        #expect(rating.value == 3)
        #expect(changes() == 3)
    }

    @Test func homeAndEndGoToTheEnds() {
        let (rating, changes) = makeRating(2)
        #expect(rating.handle(key(.end)))
        #expect(rating.value == 5)
        #expect(rating.handle(key(.home)))
        #expect(rating.value == 0)
        #expect(rating.handle(key(.home)))
        #expect(changes() == 2)
    }

    @Test func digitsUpToTheMaximumSetTheValue() {
        let (rating, changes) = makeRating()
        for digit in [3, 0, 5, 1, 1] {
            #expect(rating.handle(key(.character(Character(String(digit))))))
            #expect(rating.value == digit)
        }
        #expect(changes() == 4)
        for refused in ["6", "9", "x", "٣"] as [Character] {
            #expect(!rating.handle(key(KeyEquivalent(refused))))
        }
        #expect(!rating.handle(key("3", .control)))
        #expect(!rating.handle(.key(KeyPress("3", phase: .up))))
        #expect(!rating.handle(key(.upArrow)))
        #expect(rating.value == 1)
        #expect(changes() == 4)
    }

    // MARK: - Mouse

    @Test func aClickOnEachStarSetsItsNumber() {
        for star in 1...5 {
            let (rating, changes) = makeRating()
            #expect(rating.handle(click(2 * (star - 1), 0)))
            #expect(rating.value == star)
            #expect(changes() == 1)
        }
    }

    @Test func aClickOnTheSpaceAfterAStarCountsAsThatStar() {
        let (rating, _) = makeRating()
        #expect(rating.handle(click(3, 0)))
        #expect(rating.value == 2)
    }

    @Test func clickingTheStarOfTheCurrentValueClearsTheRating() {
        let (rating, changes) = makeRating(3)
        #expect(rating.handle(click(4, 0)))
        #expect(rating.value == 0)
        #expect(rating.handle(click(4, 0)))
        #expect(rating.value == 3)
        #expect(changes() == 2)
    }

    @Test func clicksOutsideTheStarsAndOtherButtonsAreNotConsumed() {
        let (rating, changes) = makeRating(1)
        #expect(!rating.handle(click(9, 0)))
        #expect(!rating.handle(click(0, 1)))
        #expect(!rating.handle(.mouse(MouseEvent(.press(.right), at: Point(x: 2, y: 0)))))
        #expect(rating.value == 1)
        #expect(changes() == 0)
    }

    // MARK: - Programmatic changes and disabling

    @Test func settingTheValueInCodeClampsItAndSendsNoAction() {
        let recorder = HostRecorder()
        let (rating, changes) = makeRating()
        rating.host = recorder
        rating.value = 4
        rating.value = 9
        #expect(rating.value == 5)
        rating.value = -1
        #expect(rating.value == 0)
        #expect(RatingControl(value: 7).value == 5)
        #expect(changes() == 0)
        #expect(recorder.displayCount == 3)
    }

    @Test func aDisabledRatingIsDimAndIgnoresInput() {
        let (rating, changes) = makeRating(2)
        rating.isEnabled = false
        #expect(!rating.acceptsFocus)
        #expect(!rating.handle(key("4")))
        #expect(!rating.handle(click(6, 0)))
        #expect(rating.value == 2)
        #expect(changes() == 0)
        #expect(CellBuffer(drawing: rating, size: Size(width: 9, height: 1)).attributes(row: 0)[0] == .dim)
    }
}

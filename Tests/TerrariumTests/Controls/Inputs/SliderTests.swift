import Terrarium
import TerrariumTerminal
import TerrariumTesting
import Testing

@MainActor @Suite struct SliderTests {
    struct Water: View {
        let setting: RecordedValue<Double>
        var bounds: ClosedRange<Double> = 0...100
        var step: Double = 10
        var disabled = false
        var body: some View {
            VStack(alignment: .leading) {
                Slider(value: setting.binding, in: bounds, step: step) {
                    Text("Water")
                } minimumValueLabel: {
                    Text("0")
                } maximumValueLabel: {
                    Text("100")
                } onEditingChanged: {
                    setting.edits.append($0)
                }
                .disabled(disabled)
                Button("Done") {}
            }
        }
    }

    @Test func theTrackFillsTheRowBetweenTheLabelsWithTheThumbAtTheValue() {
        let setting = RecordedValue<Double>(50)
        let host = TestHost(Water(setting: setting), size: Size(width: 30, height: 3))
        // 30 columns: "Water 0 " is 8, " 100" is 4, so the track is 18 cells; half of its 17
        // steps rounds to 9.
        #expect(host.lines()[0] == "Water 0 ━━━━━━━━━●──────── 100")
        #expect(host.element(labeled: "Water", role: .slider)?.value == "50")
    }

    @Test func theArrowsStepPageKeysMoveATenthAndHomeAndEndReachTheBounds() {
        let setting = RecordedValue<Double>(50)
        let host = TestHost(Water(setting: setting), size: Size(width: 30, height: 3))
        host.focusAtLaunch()
        host.press(.rightArrow)
        #expect(setting.value == 60)
        host.press(.upArrow)
        #expect(setting.value == 70)
        host.press(.downArrow)
        host.press(.leftArrow)
        #expect(setting.value == 50)
        host.press(.pageUp)
        #expect(setting.value == 60)
        host.press(.pageDown)
        host.press(.pageDown)
        #expect(setting.value == 40)
        host.press(.end)
        #expect(setting.value == 100)
        #expect(host.lines()[0] == "Water 0 ━━━━━━━━━━━━━━━━━● 100")
        // At the bound the arrow writes nothing.
        host.press(.rightArrow)
        host.press(.home)
        #expect(setting.writes == [60, 70, 60, 50, 60, 50, 40, 100, 0])
        // Each key's change is an edit of its own.
        #expect(setting.edits == Array(repeating: [true, false], count: 9).flatMap { $0 })
    }

    @Test func withoutAStepTheArrowsMoveATwentiethOfTheRange() {
        let setting = RecordedValue<Double>(0.5)
        let host = TestHost(
            VStack {
                Slider(value: setting.binding) { Text("Light") }
            }, size: Size(width: 30, height: 2))
        host.focusAtLaunch()
        host.press(.rightArrow)
        #expect(setting.value == 0.55)
        #expect(host.element(labeled: "Light", role: .slider)?.value == "55%")
    }

    @Test func aClickOnTheTrackSetsTheValueThereAsOneEdit() {
        let setting = RecordedValue<Double>(50)
        let host = TestHost(Water(setting: setting), size: Size(width: 30, height: 3))
        // The track runs from column 8 to column 25; its first cell is the lower bound.
        host.click(x: 8, y: 0)
        #expect(setting.value == 0)
        host.click(x: 25, y: 0)
        #expect(setting.value == 100)
        #expect(setting.edits == [true, false, true, false])
        // A click focuses the slider, so the arrows go on from there.
        host.press(.leftArrow)
        #expect(setting.value == 90)
        // A click on the label moves nothing.
        host.click(x: 1, y: 0)
        #expect(setting.value == 90)
    }

    @Test func aDragMovesTheValueAndIsOneEditPastTheTracksEnds() {
        let setting = RecordedValue<Double>(50)
        let host = TestHost(Water(setting: setting), size: Size(width: 30, height: 3))
        // Column 20 is 12 of the track's 17 steps along: 70.6, so 70.
        host.beginDrag(from: Point(x: 17, y: 0), to: Point(x: 20, y: 0))
        #expect(setting.edits == [true])
        #expect(setting.value == 70)
        #expect(host.lines()[0] == "Water 0 ━━━━━━━━━━━━●───── 100")
        host.endDrag(at: Point(x: 20, y: 0))
        #expect(setting.edits == [true, false])
        // A drag beyond the end of the track stops at the bound.
        host.drag(from: Point(x: 21, y: 0), to: Point(x: 29, y: 0))
        #expect(setting.value == 100)
        host.drag(from: Point(x: 25, y: 0), to: Point(x: 0, y: 0))
        #expect(setting.value == 0)
        #expect(setting.edits.count == 6)
    }

    @Test func aDisabledSliderIsDimAndTakesNoKeysClicksOrFocus() {
        let setting = RecordedValue<Double>(50)
        let host = TestHost(Water(setting: setting, disabled: true), size: Size(width: 30, height: 3))
        host.focusAtLaunch()
        host.press(.rightArrow)
        host.click(x: 8, y: 0)
        host.drag(from: Point(x: 16, y: 0), to: Point(x: 25, y: 0))
        #expect(setting.writes == [])
        #expect(host.buffer[10, 0]?.style.attributes.contains(.dim) == true)
        #expect(host.element(labeled: "Water", role: .slider)?.traits.contains(.isNotEnabled) == true)
        #expect(host.focusedElement?.label == "Done")
    }

    @Test func theFocusedThumbIsReversedAndTheFilledPartHeavySoItReadsWithoutColour() {
        let setting = RecordedValue<Double>(50)
        let host = TestHost(Water(setting: setting), size: Size(width: 30, height: 3), environment: monochrome())
        host.focusAtLaunch()
        #expect(host.buffer[17, 0]?.grapheme == "●")
        #expect(host.buffer[17, 0]?.style.attributes.contains(.reverse) == true)
        #expect(host.buffer[16, 0]?.grapheme == "━")
        #expect(host.buffer[16, 0]?.style.attributes.contains(.reverse) == false)
        #expect(host.buffer[18, 0]?.grapheme == "─")
    }

    @Test func assistiveTechnologyStepsItWithIncrementAndDecrement() {
        let setting = RecordedValue<Double>(50)
        let host = TestHost(Water(setting: setting), size: Size(width: 30, height: 3))
        #expect(host.element(labeled: "Water", role: .slider)?.actions == ["increment", "decrement"])
        #expect(host.performAccessibilityAction(named: "increment", onElementLabeled: "Water"))
        #expect(setting.value == 60)
        host.performAccessibilityAction(named: "decrement", onElementLabeled: "Water")
        host.performAccessibilityAction(named: "decrement", onElementLabeled: "Water")
        #expect(setting.value == 40)
        #expect(host.element(labeled: "Water", role: .slider)?.value == "40")
    }

    @Test func aValueInAStateMovesTheThumbAndFloatValuesWork() {
        struct Volume: View {
            @State var level: Float = 0.25
            var body: some View {
                VStack(alignment: .leading) {
                    Slider(value: $level, in: 0...1, step: 0.25) { Text("Volume") }
                    Text("\(level)")
                }
            }
        }
        let host = TestHost(Volume(), size: Size(width: 27, height: 2))
        host.focusAtLaunch()
        host.press(.rightArrow)
        #expect(host.lines() == ["Volume ━━━━━━━━━━●─────────", "0.5"])
    }

    // MARK: - Hostile numbers

    /// Bounds and starting values an app might pass by mistake, and the value the keys leave.
    ///
    /// A nil value: the slider has no room to move and writes nothing. Bounds that are not
    /// numbers or the wrong way round trap in `ClosedRange` itself in a debug build, before a
    /// slider sees them.
    nonisolated static let hostile: [(lower: Double, upper: Double, start: Double, settled: Double?)] = [
        (0, 0, 1, nil), (5, 5, 5, nil), (0, 1, .nan, 0), (0, 1, .infinity, 0),
        (-.greatestFiniteMagnitude, .greatestFiniteMagnitude, 0, -.greatestFiniteMagnitude),
        (-.infinity, .infinity, 3, nil), (0, .infinity, 3, nil),
    ]

    @Test(arguments: hostile)
    func hostileBoundsAndValuesNeitherCrashNorWriteWhatIsNotANumber(
        bounds: (lower: Double, upper: Double, start: Double, settled: Double?)
    ) {
        let setting = RecordedValue<Double>(bounds.start)
        let range = bounds.lower...bounds.upper
        let host = TestHost(
            VStack { Slider(value: setting.binding, in: range) { Text("Odd") } }, size: Size(width: 30, height: 2))
        host.focusAtLaunch()
        host.click(x: 10, y: 0)
        host.drag(from: Point(x: 5, y: 0), to: Point(x: 29, y: 0))
        for key in [KeyEquivalent.end, .leftArrow, .pageDown, .rightArrow, .pageUp, .home] { host.press(key) }
        host.performAccessibilityAction(named: "increment", onElementLabeled: "Odd")
        host.press(.home)
        #expect(setting.writes.allSatisfy { $0.isFinite })
        if let settled = bounds.settled {
            #expect(setting.value == settled)
        } else {
            #expect(setting.writes == [])
        }
        #expect(host.lines()[0].hasPrefix("Odd ") && host.lines()[0].contains("●"))
    }

    @Test func aStepOfZeroOrNaNIsNoStepAndTheLastStepStaysInsideTheBounds() {
        for step in [0, Double.nan, -1] {
            let setting = RecordedValue<Double>(5)
            let host = TestHost(
                VStack { Slider(value: setting.binding, in: 0...10, step: step) { Text("Odd") } },
                size: Size(width: 30, height: 2))
            host.focusAtLaunch()
            host.press(.rightArrow)
            #expect(setting.value == 5.5, "a twentieth of the range for a step of \(step)")
        }
        let setting = RecordedValue<Double>(5)
        let host = TestHost(
            VStack { Slider(value: setting.binding, in: 0...10, step: 4) { Text("Fourths") } },
            size: Size(width: 30, height: 2))
        host.focusAtLaunch()
        // 10 is no step from 0, and 12 is past the bound: the end is 8.
        host.press(.end)
        #expect(setting.value == 8)
        host.press(.leftArrow)
        #expect(setting.value == 4)
    }
}

/// Frames an app may give that no screen has.
@MainActor @Suite struct InputHugeFrameTests {
    struct Huge: View {
        @State var value = 0.5
        let width: Int
        var body: some View {
            VStack(alignment: .leading) {
                Slider(value: $value) { Text("Moisture") }.frame(width: width)
                Gauge(value: value) { Text("Soil") }.frame(width: width)
            }
        }
    }

    @Test(arguments: [Int.max, 1 << 40, 1 << 20])
    func aSliderAndAGaugeFramedWiderThanAnyScreenDrawWhatShows(width: Int) {
        let host = TestHost(Huge(width: width), size: Size(width: 40, height: 4))
        host.focusAtLaunch()
        host.press(.rightArrow)
        // The frame centres its content, which an unbounded width puts off the screen; what
        // matters is that drawing and the key cost no overflow and no string that wide.
        #expect(host.lines().count == 4)
        if width <= 1 << 40 {
            #expect(host.lines()[0].hasPrefix("Moisture"))
            #expect(host.lines()[0].contains("━"))
        }
    }
}

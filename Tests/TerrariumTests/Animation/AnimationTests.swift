import Observation
import Terrarium
import TerrariumTerminal
import TerrariumTesting
import Testing

@MainActor @Suite struct AnimationTests {
    @Test func curvesStartAtZeroAndLandExactlyOnOne() {
        let curves: [Animation] = [.linear, .easeIn, .easeOut, .easeInOut, .spring, .default]
        for animation in curves {
            #expect(animation.progress(after: .zero) == 0)
            #expect(animation.progress(after: animation.duration) == 1)
            #expect(animation.progress(after: .seconds(10)) == 1)
        }
        let linear = Animation.linear(duration: 1)
        #expect(linear.progress(after: .milliseconds(250)) == 0.25)
        #expect(Animation.easeIn(duration: 1).progress(after: .milliseconds(500)) == 0.125)
        #expect(Animation.easeInOut(duration: 1).progress(after: .milliseconds(500)) == 0.5)
        let delayed = linear.delay(0.5)
        #expect(delayed.progress(after: .milliseconds(400)) == 0)
        #expect(delayed.progress(after: .milliseconds(1000)) == 0.5)
    }

    struct Slider: View {
        let handle: Handle<Int>
        @State private var x = 0
        var body: some View {
            let _ = handle.capture($x)
            Text("#").offset(x: x)
        }
    }

    @Test func withAnimationMovesAnOffsetOnTheFrameClockAndLandsOnTheTarget() {
        let handle = Handle<Int>()
        let host = TestHost(Slider(handle: handle), size: Size(width: 12, height: 1))
        #expect(host.lines() == ["#"])
        withAnimation(.linear(duration: 1)) { handle.value = 10 }
        #expect(host.lines() == ["#"])
        #expect(host.isAnimating)
        host.advance(by: .milliseconds(500))
        #expect(host.lines() == ["     #"])
        host.advance(by: .milliseconds(250))
        #expect(host.lines() == ["        #"])
        host.advance(by: .milliseconds(250))
        #expect(host.lines() == ["          #"])
        #expect(!host.isAnimating)
    }

    @Test func aChangeWithoutAnimationJumps() {
        let handle = Handle<Int>()
        let host = TestHost(Slider(handle: handle), size: Size(width: 12, height: 1))
        _ = host.lines()
        handle.value = 4
        #expect(host.lines() == ["    #"])
        #expect(!host.isAnimating)
    }

    struct Fader: View {
        let handle: Handle<Color>
        @State private var color = Color.rgb(0, 0, 0)
        var body: some View {
            let _ = handle.capture($color)
            Text("x").background(color)
        }
    }

    @Test func backgroundColourBlendsThroughRGB() {
        let handle = Handle<Color>()
        let host = TestHost(Fader(handle: handle), size: Size(width: 2, height: 1))
        host.render()
        withAnimation(.linear(duration: 1)) { handle.value = .rgb(200, 100, 0) }
        host.render()
        host.advance(by: .milliseconds(500))
        host.render()
        #expect(host.buffer[0, 0]?.style.background == .rgb(100, 50, 0))
        host.advance(by: .seconds(1))
        host.render()
        #expect(host.buffer[0, 0]?.style.background == .rgb(200, 100, 0))
    }

    /// A primitive that records the transaction of every update it receives.
    struct TransactionProbe: View, PrimitiveView {
        let value: Int
        let seen: TransactionLog
        var body: some View { primitiveBody() }

        func update(_ node: ViewNode) {
            seen.animations.append(node.transaction.animation)
            var children = ChildReconciler(node)
            children.finish()
        }
    }

    @MainActor final class TransactionLog {
        var animations: [Animation?] = []
    }

    struct ProbeHolder: View {
        let handle: Handle<Int>
        let log: TransactionLog
        @State private var value = 0
        var body: some View {
            let _ = handle.capture($value)
            TransactionProbe(value: value, seen: log)
        }
    }

    @Test func theTransactionThatCausedAnUpdateReachesTheNodesItUpdates() {
        let handle = Handle<Int>()
        let log = TransactionLog()
        let host = TestHost(ProbeHolder(handle: handle, log: log), size: Size(width: 2, height: 1))
        host.render()
        withAnimation(.easeOut(duration: 0.2)) { handle.value = 1 }
        host.render()
        handle.value = 2
        host.render()
        #expect(log.animations == [nil, .easeOut(duration: 0.2), nil])
    }

    struct Toggled: View {
        let on: Bool
        var body: some View {
            Text("#").offset(x: on ? 8 : 0).animation(.linear(duration: 1), value: on)
        }
    }

    @Test func animationModifierAnimatesWhenItsValueChanges() {
        let host = TestHost(Toggled(on: false), size: Size(width: 10, height: 1))
        _ = host.lines()
        host.rootView = Toggled(on: true)
        host.advance(by: .milliseconds(250))
        #expect(host.lines() == ["  #"])
        host.advance(by: .seconds(1))
        #expect(host.lines() == ["        #"])
    }

    @Test func disablingAnimationsInATransactionMakesChangesImmediate() {
        struct Disabled: View {
            let on: Bool
            var body: some View {
                Toggled(on: on).transaction { $0.animation = nil }
            }
        }
        let host = TestHost(Disabled(on: false), size: Size(width: 10, height: 1))
        _ = host.lines()
        withAnimation(.linear(duration: 1)) { host.rootView = Disabled(on: true) }
        // The inner animation(_:value:) still applies: it is the nearest to the change.
        host.advance(by: .milliseconds(500))
        #expect(host.lines() == ["    #"])
    }

    @Observable @MainActor final class Position {
        var x = 0
    }

    struct ObservedSlider: View {
        let position: Position
        var body: some View { Text("#").offset(x: position.x) }
    }

    @Test func anObservedChangeMadeInsideWithAnimationAnimates() {
        let position = Position()
        let host = TestHost(ObservedSlider(position: position), size: Size(width: 12, height: 1))
        _ = host.lines()
        withAnimation(.linear(duration: 1)) { position.x = 10 }
        // The animation starts with the frame that commits the change.
        #expect(host.lines() == ["#"])
        host.advance(by: .milliseconds(300))
        #expect(host.lines() == ["   #"])
    }
}

@MainActor @Suite struct AnimatedProgressTests {
    struct Loader: View {
        let handle: Handle<Double>
        @State private var progress = 0.0
        var body: some View {
            let _ = handle.capture($progress)
            ProgressView(value: progress).frame(width: 8)
        }
    }

    @Test func progressValuesAnimateAndLandOnTheTarget() {
        let handle = Handle<Double>()
        let host = TestHost(Loader(handle: handle), size: Size(width: 8, height: 1))
        #expect(host.lines() == ["░░░░░░░░"])
        withAnimation(.linear(duration: 1)) { handle.value = 1 }
        host.render()
        host.advance(by: .milliseconds(500))
        #expect(host.lines() == ["████░░░░"])
        host.advance(by: .milliseconds(500))
        #expect(host.lines() == ["████████"])
    }
}

@MainActor @Suite struct IdentifiableForEachTests {
    struct Plant: Identifiable {
        let id: Int
        let name: String
    }

    @Test func identifiableElementsAreKeyedByTheirID() {
        let plants = [Plant(id: 7, name: "Fern"), Plant(id: 3, name: "Ivy")]
        let view = VStack(alignment: .leading) { ForEach(plants) { Text($0.name) } }
        #expect(TestHost(view, size: Size(width: 5, height: 2)).lines() == ["Fern", "Ivy"])
    }
}

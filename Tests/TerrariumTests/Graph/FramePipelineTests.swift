import TerrariumTerminal
import TerrariumTesting
import Testing

@testable import Terrarium
@testable import TerrariumCore

/// The graph's parts as every host uses them: damage taken per frame, the frame phase seen by
/// writes, and one input path.
@MainActor @Suite struct FramePipelineTests {
    @Test func damageIsMergedClippedAndTakenOnce() {
        let damage = DamageTracker()
        let bounds = Rect(x: 0, y: 0, width: 20, height: 10)
        // The first frame, and any frame of another size, is drawn whole.
        #expect(damage.takeRegionsToDraw(in: bounds, isAnimating: false, everything: false) == [bounds])
        damage.markDirty(Rect(x: 0, y: 0, width: 4, height: 1))
        damage.markDirty(Rect(x: 3, y: 0, width: 4, height: 1))
        damage.markDirty(Rect(x: 15, y: 8, width: 10, height: 5))
        damage.markDirty(Rect(x: 1, y: 1, width: 0, height: 3))
        let regions = damage.takeRegionsToDraw(in: bounds, isAnimating: false, everything: false)
        #expect(
            Set(regions.map { "\($0.minX),\($0.minY) \($0.width)x\($0.height)" }) == ["0,0 7x1", "15,8 5x2"])
        #expect(damage.takeRegionsToDraw(in: bounds, isAnimating: false, everything: false).isEmpty)
        let smaller = Rect(x: 0, y: 0, width: 19, height: 10)
        #expect(damage.takeRegionsToDraw(in: smaller, isAnimating: false, everything: false) == [smaller])
    }

    @Test func anAnimationAndTheFrameAfterItAreDrawnWhole() {
        let damage = DamageTracker()
        let bounds = Rect(x: 0, y: 0, width: 8, height: 2)
        _ = damage.takeRegionsToDraw(in: bounds, isAnimating: false, everything: false)
        #expect(damage.takeRegionsToDraw(in: bounds, isAnimating: true, everything: false) == [bounds])
        #expect(damage.takeRegionsToDraw(in: bounds, isAnimating: false, everything: false) == [bounds])
        #expect(damage.takeRegionsToDraw(in: bounds, isAnimating: false, everything: false).isEmpty)
    }

    @Test func resizingAndResizingBackBeforeTheNextFrameDrawsItWhole() {
        let host = TestHost(Text("abcd"), size: Size(width: 4, height: 1))
        #expect(host.text == "abcd")
        // Two resizes in one frame interval, as dragging a window's edge sends.
        host.host.size = Size(width: 3, height: 1)
        host.host.size = Size(width: 4, height: 1)
        host.render()
        #expect(host.text == "abcd")
    }

    @Test func theGraphIsIdleBetweenFramesAndDrawingDuringThem() {
        let phases = Box<[FramePhase]>([])
        let host = ViewHost(rootView: Canvas { _, _ in }, size: Size(width: 4, height: 1))
        let graph = host.graph
        host.rootView = Canvas { _, _ in MainActor.assumeIsolated { phases.value.append(graph.phase) } }
        host.render()
        #expect(phases.value == [.drawing])
        #expect(graph.phase == .idle)
    }

    @Test func sizingTheTreeWhileItIsDrawnKeepsTheDrawingPhase() {
        let applied = Box(false)
        let host = ViewHost(rootView: Canvas { _, _ in }, size: Size(width: 4, height: 1))
        let graph = host.graph
        host.rootView = Canvas { _, _ in
            MainActor.assumeIsolated {
                _ = graph.sizeThatFits(.unspecified)
                #expect(graph.phase == .drawing)
                graph.writes.perform { applied.value = true }
                #expect(!applied.value)
            }
        }
        host.render()
        #expect(applied.value)
    }

    @Test func aWriteDuringDrawingAppliesAfterTheFrameWithADiagnostic() {
        let applied = Box(false)
        let host = ViewHost(rootView: Canvas { _, _ in }, size: Size(width: 4, height: 1))
        let graph = host.graph
        host.rootView = Canvas { _, _ in
            MainActor.assumeIsolated {
                graph.writes.perform { applied.value = true }
                // Not yet: the frame is being drawn.
                #expect(!applied.value)
            }
        }
        host.render()
        #expect(applied.value)
        #expect(host.diagnostics.contains { $0.contains("during layout or drawing") })
    }
}

/// A value a drawing closure can change.
private final class Box<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}

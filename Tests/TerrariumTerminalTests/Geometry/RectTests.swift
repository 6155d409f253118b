import TerrariumTerminal
import Testing

@Suite struct RectTests {
    @Test func intersectionOfOverlappingRectangles() {
        let a = Rect(x: 0, y: 0, width: 10, height: 5)
        let b = Rect(x: 6, y: 3, width: 10, height: 10)
        #expect(a.intersection(b) == Rect(x: 6, y: 3, width: 4, height: 2))
    }

    @Test func disjointRectanglesIntersectEmpty() {
        let a = Rect(x: 0, y: 0, width: 3, height: 3)
        let b = Rect(x: 5, y: 5, width: 2, height: 2)
        #expect(a.intersection(b).isEmpty)
    }

    @Test func containsUsesHalfOpenEdges() {
        let r = Rect(x: 2, y: 2, width: 2, height: 2)
        #expect(r.contains(Point(x: 2, y: 2)))
        #expect(r.contains(Point(x: 3, y: 3)))
        #expect(!r.contains(Point(x: 4, y: 3)))
        #expect(!r.contains(Point(x: 1, y: 2)))
    }
}

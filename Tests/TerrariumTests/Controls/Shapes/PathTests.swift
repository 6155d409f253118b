import Foundation
import Terrarium
import TerrariumTerminal
import TerrariumTesting
import Testing

@MainActor @Suite struct PathTests {
    @Test func aDiagonalLineIsAStaircaseOfHalfBlocks() {
        let line = Path { path in
            path.move(to: Point(x: 0, y: 0))
            path.addLine(to: Point(x: 10, y: 5))
        }
        let host = shapeHost(line.stroke(), 10, 5)
        // Ten columns by ten half rows: one pixel a column and a half row, corner to corner.
        #expect(host.lines() == ["▀▄", "  ▀▄", "    ▀▄", "      ▀▄", "        ▀▄"])
    }

    @Test func aTriangleIsFilledToItsSlantingEdge() {
        let triangle = Path { path in
            path.move(to: Point(x: 0, y: 0))
            path.addLine(to: Point(x: 10, y: 0))
            path.addLine(to: Point(x: 0, y: 5))
            path.closeSubpath()
        }
        let host = shapeHost(triangle.fill(.red), 10, 5)
        #expect(host.lines() == ["         ▀", "       ▀", "     ▀", "   ▀", " ▀"])
        #expect(host.buffer[0, 0]?.style.background == .red)
        #expect(host.buffer[9, 0]?.style.foreground == .red)
        #expect(host.buffer[8, 4]?.style.background == .default)
        // Every pixel whose centre is inside, and those whose centre is on the slant, no other.
        let inside = pixels(width: 10, height: 5) { x, y in x + y <= 10 }
        #expect(shownPixels(host, size: Size(width: 10, height: 5)) == inside)
    }

    @Test func anOpenSubpathIsStrokedWithoutItsClosingLine() {
        func corner(closed: Bool) -> Path {
            Path { path in
                path.move(to: Point(x: 0, y: 0))
                path.addLine(to: Point(x: 6, y: 0))
                path.addLine(to: Point(x: 6, y: 3))
                if closed { path.closeSubpath() }
            }
        }
        // The right edge lies on the frame's edge and is drawn in its last column.
        #expect(shapeHost(corner(closed: false).stroke(), 6, 3).lines() == ["▀▀▀▀▀█", "     █", "     █"])
        #expect(shapeHost(corner(closed: true).stroke(), 6, 3).lines() == ["▀█▀▀▀█", "  ▀▄ █", "    ▀█"])
        // Filled, an open subpath is closed.
        #expect(
            shapeHost(corner(closed: false).fill(), 6, 3).lines()
                == shapeHost(corner(closed: true).fill(), 6, 3).lines())
    }

    @Test func theWindingRuleDecidesWhetherAnInnerOutlineIsAHole() {
        func squares(innerReversed: Bool) -> Path {
            Path { path in
                path.addLines([Point(x: 0, y: 0), Point(x: 6, y: 0), Point(x: 6, y: 3), Point(x: 0, y: 3)])
                path.closeSubpath()
                let inner = [Point(x: 2, y: 1), Point(x: 4, y: 1), Point(x: 4, y: 2), Point(x: 2, y: 2)]
                path.addLines(innerReversed ? inner.reversed() : inner)
                path.closeSubpath()
            }
        }
        let solid = ["██████", "██████", "██████"]
        let holed = ["██████", "██  ██", "██████"]
        #expect(shapeHost(squares(innerReversed: false).fill(), 6, 3).lines() == solid)
        #expect(shapeHost(squares(innerReversed: true).fill(), 6, 3).lines() == holed)
        let evenOdd = FillStyle(eoFill: true)
        #expect(shapeHost(squares(innerReversed: false).fill(style: evenOdd), 6, 3).lines() == holed)
        // Figures wind clockwise too: a rectangle in a rectangle is a hole by the even-odd rule.
        var figures = Path(Rect(x: 0, y: 0, width: 6, height: 3))
        figures.addRect(Rect(x: 2, y: 1, width: 2, height: 1))
        #expect(shapeHost(figures.fill(), 6, 3).lines() == solid)
        #expect(shapeHost(figures.fill(style: evenOdd), 6, 3).lines() == holed)
    }

    @Test func aQuadCurveFollowsItsCurve() {
        let curve = Path { path in
            path.move(to: Point(x: 0, y: 5))
            path.addQuadCurve(to: Point(x: 20, y: 5), control: Point(x: 10, y: -5))
        }
        let host = shapeHost(curve.stroke(), 20, 5)
        expectStroke(host, width: 20, height: 5) { t in
            let u = 1 - t
            return (2 * u * t * 10 + t * t * 20, u * u * 10 + 2 * u * t * -10 + t * t * 10)
        }
        // Symmetric about the middle, its top at the top of the frame.
        let lines = host.lines().map { $0.padding(toLength: 20, withPad: " ", startingAt: 0) }
        #expect(lines.map { String($0.reversed()) } == lines)
        // y = 10 - 2x + x²/10 half rows: within the top half row from x = 7 to 13.
        #expect(lines[0].trimmingCharacters(in: .whitespaces) == "▄▄▀▀▀▀▀▀▄▄")
    }

    @Test func aCubicCurveFollowsItsCurve() {
        let curve = Path { path in
            path.move(to: Point(x: 0, y: 5))
            path.addCurve(to: Point(x: 20, y: 0), control1: Point(x: 20, y: 5), control2: Point(x: 0, y: 0))
        }
        let host = shapeHost(curve.stroke(.green), 20, 5)
        expectStroke(host, width: 20, height: 5) { t in
            let u = 1 - t
            return (3 * u * u * t * 20 + t * t * t * 20, u * u * u * 10 + 3 * u * u * t * 10)
        }
        #expect(host.buffer[10, 2]?.style.foreground == .green)
    }

    /// Checks that the stroke of a curve, `curve(t)` in pixels for t from 0 to 1, is one pixel
    /// wide along it: every pixel shown is near the curve and every pixel the curve runs through
    /// is shown or beside one shown.
    private func expectStroke(
        _ host: TestHost<some View>, width: Int, height: Int, sourceLocation: SourceLocation = #_sourceLocation,
        curve: (Double) -> (Double, Double)
    ) {
        let shown = shownPixels(host, size: Size(width: width, height: height))
        let points = (0...2000).map { curve(Double($0) / 2000) }
        for pixel in shown {
            let (cx, cy) = (Double(pixel.x) + 0.5, Double(pixel.y) + 0.5)
            // Half a pixel of line, a quarter of flattening, and the frame's edge folding inwards.
            let nearest = points.map { hypot($0.0 - cx, $0.1 - cy) }.min() ?? .infinity
            #expect(nearest <= 1.3, "\(pixel) is \(nearest) from the curve", sourceLocation: sourceLocation)
        }
        for (x, y) in points {
            let pixel = Pixel(x: min(Int(x), width - 1), y: min(Int(y), 2 * height - 1))
            let nearby = (-1...1).contains { dx in
                (-1...1).contains { dy in shown.contains(Pixel(x: pixel.x + dx, y: pixel.y + dy)) }
            }
            #expect(nearby, "the curve runs through \(pixel), far from the stroke", sourceLocation: sourceLocation)
        }
    }

    @Test func anArcSweepsClockwiseOnScreenUnlessClockwiseIsTrue() {
        func pie(clockwise: Bool) -> Path {
            Path { path in
                path.move(to: Point(x: 10, y: 5))
                path.addArc(
                    center: Point(x: 10, y: 5), radius: 8, startAngle: .zero, endAngle: .degrees(90),
                    clockwise: clockwise)
                path.closeSubpath()
            }
        }
        let size = Size(width: 20, height: 10)
        let quarter = shownPixels(shapeHost(pie(clockwise: false).fill(), 20, 10), size: size)
        // From the right round to the bottom: the bottom-right quarter of a circle of radius 8.
        #expect(quarter.allSatisfy { $0.x >= 10 && $0.y >= 10 })
        #expect((40...60).contains(quarter.count), "\(quarter.count) pixels, a quarter of 201")
        #expect(quarter.contains(Pixel(x: 13, y: 13)) && !quarter.contains(Pixel(x: 17, y: 17)))
        let rest = shownPixels(shapeHost(pie(clockwise: true).fill(), 20, 10), size: size)
        #expect(!rest.contains(Pixel(x: 13, y: 13)) && rest.contains(Pixel(x: 6, y: 6)))
        #expect((140...180).contains(rest.count), "\(rest.count) pixels, three quarters of 201")
        // A whole turn is a circle: the pixels within 5 of the centre, but for those its straight
        // pieces cut, less than a tenth of a pixel inside the circle.
        let circle = Path { path in
            path.addArc(
                center: Point(x: 10, y: 5), radius: 5, startAngle: .zero, endAngle: .degrees(360), clockwise: false)
        }
        let distance = { (x: Double, y: Double) in ((x - 10) * (x - 10) + (y - 10) * (y - 10)).squareRoot() }
        let disk = pixels(width: 20, height: 10) { x, y in distance(x, y) <= 5 }
        let round = shownPixels(shapeHost(circle.fill(), 20, 10), size: size)
        #expect(round.isSubset(of: disk))
        #expect(disk.subtracting(round).allSatisfy { distance(Double($0.x) + 0.5, Double($0.y) + 0.5) > 4.9 })
        #expect(round.count > 70)
    }

    @Test func theCurrentPointIsWhereTheNextLineBegins() {
        var path = Path()
        #expect(path.currentPoint == nil && path.isEmpty)
        path.move(to: Point(x: 3, y: 2))
        #expect(path.currentPoint == Point(x: 3, y: 2))
        path.addLine(to: Point(x: 8, y: 2))
        path.addQuadCurve(to: Point(x: 8, y: 6), control: Point(x: 12, y: 4))
        #expect(path.currentPoint == Point(x: 8, y: 6))
        path.addArc(
            center: Point(x: 8, y: 4), radius: 4, startAngle: .degrees(90), endAngle: .degrees(180), clockwise: false)
        #expect(path.currentPoint == Point(x: 4, y: 4))
        path.closeSubpath()
        #expect(path.currentPoint == Point(x: 3, y: 2))
        // A line after a close begins at the closed subpath's start.
        path.addLine(to: Point(x: 0, y: 0))
        #expect(path.currentPoint == Point(x: 0, y: 0))
        var other = Path(Rect(x: 0, y: 0, width: 2, height: 2))
        other.addPath(path)
        #expect(other.currentPoint == Point(x: 0, y: 0))
        #expect(other != path && !other.isEmpty)
    }

    @Test func aPathIsAShapeDrawnWhereItsPointsAre() {
        let host = shapeHost(
            ZStack {
                Path(Rect(x: 1, y: 1, width: 3, height: 1)).fill(.blue)
                Path { path in path.addLines([Point(x: 0, y: 3), Point(x: 6, y: 3)]) }.stroke()
            }, 6, 4)
        #expect(host.lines() == ["", "", "", "▀▀▀▀▀▀"])
        #expect(host.buffer[1, 1]?.style.background == .blue)
        #expect(host.buffer[0, 1]?.style.background == .default)
    }
}

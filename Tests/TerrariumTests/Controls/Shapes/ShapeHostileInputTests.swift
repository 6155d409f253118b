import Terrarium
import TerrariumTerminal
import TerrariumTesting
import Testing

@MainActor @Suite struct ShapeHostileInputTests {
    @Test func extremeCoordinatesAndNumbersDrawWithoutTrapping() {
        let wild = Path { path in
            path.move(to: Point(x: Int.max, y: Int.min))
            path.addLine(to: Point(x: Int.min, y: Int.max))
            path.addQuadCurve(to: Point(x: Int.max, y: Int.max), control: Point(x: Int.min, y: Int.min))
            path.addCurve(to: Point(x: 3, y: 3), control1: Point(x: Int.max, y: 0), control2: Point(x: 0, y: Int.min))
            path.addArc(
                center: Point(x: 5, y: 5), radius: .nan, startAngle: .zero, endAngle: .degrees(90), clockwise: true)
            path.addArc(
                center: Point(x: 5, y: 5), radius: 3, startAngle: .radians(.infinity), endAngle: .zero, clockwise: false
            )
            path.addArc(
                center: Point(x: Int.max, y: 5), radius: .greatestFiniteMagnitude, startAngle: .radians(-1e300),
                endAngle: .radians(1e300), clockwise: false)
            path.addArc(
                center: Point(x: 5, y: 5), radius: -.infinity, startAngle: .zero, endAngle: .zero, clockwise: true)
            path.closeSubpath()
            path.addRect(Rect(x: Int.min, y: Int.max, width: Int.max, height: Int.max))
        }
        let clock = ContinuousClock()
        let elapsed = clock.measure {
            for width in [1.0, 2, .nan, .infinity, -.infinity, 1e300, -3] {
                _ = shapeHost(wild.stroke(.red, lineWidth: width), 30, 10).lines()
                _ = shapeHost(wild.strokeBorder(.red, lineWidth: width), 30, 10).lines()
            }
            _ = shapeHost(wild.fill(.red), 30, 10).lines()
            _ = shapeHost(wild.fill(.red, style: FillStyle(eoFill: true)), 30, 10).lines()
        }
        #expect(elapsed < .seconds(10))
        // The arcs that were not finite started no subpath: the close went back to the first
        // point, the move's, held within the path's bounds.
        let start = Path { $0.move(to: Point(x: Int.max, y: Int.min)) }.currentPoint
        #expect(start != nil)
        #expect(wild.currentPoint == start)
    }

    @Test func aMillionElementsStopAtTheLimitAndDrawQuickly() {
        var path = Path()
        path.move(to: .zero)
        for step in 1...1_000_000 { path.addLine(to: Point(x: step % 40, y: (step / 40) % 20)) }
        // Further lines are left out: the path ends at its limit's point, not the millionth.
        let last = Path.maximumElementCount - 1
        #expect(path.currentPoint == Point(x: last % 40, y: (last / 40) % 20))
        var figures = Path()
        for step in 0..<1_000_000 { figures.addEllipse(in: Rect(x: step % 40, y: step % 20, width: 3, height: 2)) }
        let clock = ContinuousClock()
        let elapsed = clock.measure {
            _ = shapeHost(path.stroke(lineWidth: 3), 40, 20).lines()
            _ = shapeHost(path.fill(), 40, 20).lines()
            _ = shapeHost(figures.fill(style: FillStyle(eoFill: true)), 40, 20).lines()
            _ = shapeHost(figures.stroke(lineWidth: 2), 40, 20).lines()
        }
        #expect(elapsed < .seconds(20))
    }

    @Test func aCurveIsFlattenedIntoABoundedNumberOfLines() {
        var path = Path()
        path.move(to: .zero)
        for _ in 0..<(Path.maximumElementCount - 50) { path.addLine(to: Point(x: 1, y: 1)) }
        // A bend this large would ask for millions of lines; the curve still ends at its end.
        path.addCurve(to: Point(x: 7, y: 7), control1: Point(x: 1 << 40, y: 0), control2: Point(x: 0, y: 1 << 40))
        #expect(path.currentPoint == Point(x: 7, y: 7))
        path.addLine(to: Point(x: 9, y: 9))
        #expect(path.currentPoint == Point(x: 7, y: 7))
        // A fresh curve of enormous bend draws quickly.
        let huge = Path { path in
            path.move(to: .zero)
            for _ in 0..<100 {
                path.addCurve(
                    to: Point(x: 30, y: 10), control1: Point(x: Int.max, y: Int.min),
                    control2: Point(x: Int.min, y: Int.max))
                path.addQuadCurve(to: .zero, control: Point(x: 1 << 30, y: 1 << 30))
            }
        }
        let clock = ContinuousClock()
        let elapsed = clock.measure { _ = shapeHost(huge.stroke(lineWidth: 5), 30, 10).lines() }
        #expect(elapsed < .seconds(10))
    }

    @Test func gradientsOfWildNumbersDrawWithoutTrapping() {
        let wild = UnitPoint(x: .nan, y: .infinity)
        let stops = (0..<100_000).map {
            Gradient.Stop(color: .rgb(UInt8($0 % 256), 0, 0), location: Double($0) / 99_999)
        }
        let views: [AnyView] = [
            AnyView(LinearGradient(colors: [], startPoint: .leading, endPoint: .trailing)),
            AnyView(LinearGradient(colors: [.red], startPoint: wild, endPoint: wild)),
            AnyView(LinearGradient(stops: stops, startPoint: .leading, endPoint: UnitPoint(x: 1e300, y: -1e300))),
            AnyView(RadialGradient(colors: [.red, .blue], center: wild, startRadius: .nan, endRadius: .infinity)),
            AnyView(RadialGradient(colors: [.red, .blue], center: .center, startRadius: 3, endRadius: 3)),
            AnyView(
                AngularGradient(
                    colors: [.red, .blue], center: wild, startAngle: .radians(.nan), endAngle: .radians(1e308))),
            AnyView(
                AngularGradient(colors: [.default, .blue], center: .center, startAngle: .degrees(90), endAngle: .zero)),
        ]
        for view in views { _ = shapeHost(view, 12, 4).lines() }
        // A gradient of no colour draws in the foreground, like a plain fill.
        #expect(
            shapeHost(LinearGradient(colors: [], startPoint: .leading, endPoint: .trailing), 3, 1).lines() == ["███"])
        // The terminal's default colour cannot be mixed: the nearer end's colour is shown.
        let host = shapeHost(
            LinearGradient(colors: [.default, .blue], startPoint: .leading, endPoint: .trailing), 4, 1)
        #expect(host.lines() == ["██"])
        #expect(host.buffer[1, 0]?.style.foreground == .default && host.buffer[2, 0]?.style.background == .blue)
    }
}

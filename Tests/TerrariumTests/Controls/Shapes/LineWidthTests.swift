import Terrarium
import TerrariumTerminal
import TerrariumTesting
import Testing

@MainActor @Suite struct LineWidthTests {
    @Test func aRectangleOneColumnWideIsStillABox() {
        #expect(shapeHost(Rectangle().stroke(lineWidth: 1), 6, 3).lines() == ["┌────┐", "│    │", "└────┘"])
        #expect(shapeHost(Rectangle().strokeBorder(lineWidth: 1), 6, 3).lines() == ["┌────┐", "│    │", "└────┘"])
        #expect(shapeHost(Rectangle().stroke(style: StrokeStyle(lineWidth: 1)), 6, 3).lines()[0] == "┌────┐")
        // A width that is not a number, or below one, is one.
        #expect(shapeHost(Rectangle().stroke(lineWidth: .nan), 6, 3).lines()[0] == "┌────┐")
        #expect(shapeHost(Rectangle().stroke(lineWidth: -4), 6, 3).lines()[0] == "┌────┐")
    }

    @Test func aWiderBorderIsAsManyColumnsAndHalfRowsInside() {
        #expect(
            shapeHost(Rectangle().strokeBorder(.red, lineWidth: 2), 8, 4).lines()
                == ["████████", "██    ██", "██    ██", "████████"])
        #expect(
            shapeHost(Rectangle().strokeBorder(lineWidth: 3), 8, 4).lines()
                == ["████████", "███▀▀███", "███▄▄███", "████████"])
        let host = shapeHost(Rectangle().strokeBorder(.red, style: StrokeStyle(lineWidth: 2)), 8, 4)
        #expect(host.buffer[0, 0]?.style.foreground == .red)
        #expect(host.lines()[1] == "██    ██")
    }

    @Test func aWiderStrokeIsCentredOnTheEdgeAndTheFrameCutsItsOuterHalf() {
        // Two wide: one pixel inside the frame, one outside and cut off.
        #expect(
            shapeHost(Rectangle().stroke(lineWidth: 2), 8, 4).lines()
                == ["█▀▀▀▀▀▀█", "█      █", "█      █", "█▄▄▄▄▄▄█"])
        // Three wide: two inside, one outside.
        #expect(
            shapeHost(Rectangle().stroke(lineWidth: 3), 8, 4).lines()
                == shapeHost(Rectangle().strokeBorder(lineWidth: 2), 8, 4).lines())
    }

    @Test func aCircleBorderIsARingOfTheWidthInside() {
        let size = Size(width: 10, height: 5)
        let distance = { (x: Double, y: Double) in ((x - 5) * (x - 5) + (y - 5) * (y - 5)) }
        for width in 1...3 {
            let ring = shownPixels(shapeHost(Circle().strokeBorder(lineWidth: Double(width)), 10, 5), size: size)
            let inner = Double(5 - width)
            let expected = pixels(width: 10, height: 5) { x, y in
                distance(x, y) <= 25 && (width == 1 ? true : distance(x, y) > inner * inner)
            }
            if width == 1 {
                // One wide, the edge pixels: inside, with a neighbour outside.
                #expect(ring.isSubset(of: expected) && ring.count < expected.count / 2)
            } else {
                #expect(ring == expected, "width \(width)")
            }
        }
    }

    @Test func aCircleStrokeReachesOutOfTheCircleWhereTheFrameHasRoom() {
        let size = Size(width: 20, height: 5)
        let ring = shownPixels(shapeHost(Circle().stroke(lineWidth: 2), 20, 5), size: size)
        // The circle is 10 columns across, centred; the line runs a column either side of its edge.
        let distance = { (x: Double, y: Double) in (x - 10) * (x - 10) + (y - 5) * (y - 5) }
        #expect(ring == pixels(width: 20, height: 5) { x, y in distance(x, y) <= 36 && distance(x, y) > 16 })
        #expect(ring.contains(Pixel(x: 4, y: 5)) && ring.contains(Pixel(x: 15, y: 5)))
        #expect(!ring.contains(Pixel(x: 3, y: 5)) && !ring.contains(Pixel(x: 16, y: 5)))
    }

    @Test func aLineIsAsThickAsItsWidth() {
        let line = Path { path in
            path.move(to: Point(x: 0, y: 2))
            path.addLine(to: Point(x: 6, y: 2))
        }
        #expect(shapeHost(line.stroke(), 6, 4).lines() == ["", "", "▀▀▀▀▀▀", ""])
        #expect(shapeHost(line.stroke(lineWidth: 2), 6, 4).lines() == ["", "▄▄▄▄▄▄", "▀▀▀▀▀▀", ""])
        #expect(shapeHost(line.stroke(lineWidth: 3), 6, 4).lines() == ["", "▄▄▄▄▄▄", "██████", ""])
        let diagonal = Path { path in
            path.move(to: Point(x: 0, y: 0))
            path.addLine(to: Point(x: 10, y: 5))
        }
        let size = Size(width: 10, height: 5)
        let thin = shownPixels(shapeHost(diagonal.stroke(), 10, 5), size: size)
        let thick = shownPixels(shapeHost(diagonal.stroke(lineWidth: 3), 10, 5), size: size)
        // Three wide across a diagonal: every pixel within one and a half of it.
        #expect(thin.isSubset(of: thick))
        #expect(thick == pixels(width: 10, height: 5) { x, y in abs(x - y) / 2.squareRoot() <= 1.5 })
    }

    @Test func aPathBorderStaysInsideTheFill() {
        let triangle = Path { path in
            path.move(to: Point(x: 10, y: 0))
            path.addLine(to: Point(x: 20, y: 10))
            path.addLine(to: Point(x: 0, y: 10))
            path.closeSubpath()
        }
        let size = Size(width: 20, height: 10)
        let fill = shownPixels(shapeHost(triangle.fill(), 20, 10), size: size)
        for width in [1.0, 2, 3] {
            let border = shownPixels(shapeHost(triangle.strokeBorder(lineWidth: width), 20, 10), size: size)
            let stroke = shownPixels(shapeHost(triangle.stroke(lineWidth: width), 20, 10), size: size)
            #expect(!border.isEmpty && border.isSubset(of: fill), "width \(width)")
            #expect(!stroke.isSubset(of: fill), "width \(width): a stroke is centred on the edge")
            #expect(border.count < fill.count)
        }
        // The border follows the base: its two half rows run across the triangle's foot, the
        // upper one a column short at either end, where the slant cuts it.
        let border = shapeHost(triangle.strokeBorder(lineWidth: 2), 20, 10).lines()
        #expect(border[9] == "▄" + String(repeating: "█", count: 18) + "▄")
    }
}

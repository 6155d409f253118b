import Terrarium
import TerrariumTerminal
import TerrariumTesting

/// A pixel of a shape: a column, and a half row (the top half of row 2 is half row 4).
struct Pixel: Hashable, CustomStringConvertible {
    var x: Int
    var y: Int

    var description: String { "(\(x), \(y))" }
}

/// The pixels a host's screen shows set: both halves of `█` and of a space on a colour, the top of
/// `▀` and the bottom of `▄`.
@MainActor
func shownPixels(_ host: TestHost<some View>, size: Size) -> Set<Pixel> {
    var pixels = Set<Pixel>()
    for y in 0..<size.height {
        for x in 0..<size.width {
            guard let cell = host.buffer[x, y] else { continue }
            let (top, bottom): (Bool, Bool)
            switch cell.grapheme {
            case "█": (top, bottom) = (true, true)
            case "▀": (top, bottom) = (true, false)
            case "▄": (top, bottom) = (false, true)
            case " ": (top, bottom) = (cell.style.background != .default, cell.style.background != .default)
            default: (top, bottom) = (false, false)
            }
            if top { pixels.insert(Pixel(x: x, y: 2 * y)) }
            if bottom { pixels.insert(Pixel(x: x, y: 2 * y + 1)) }
        }
    }
    return pixels
}

/// The pixels of a `width` by `height` cell frame whose centres pass `test`.
func pixels(width: Int, height: Int, where test: (Double, Double) -> Bool) -> Set<Pixel> {
    var pixels = Set<Pixel>()
    for y in 0..<(2 * height) {
        for x in 0..<width where test(Double(x) + 0.5, Double(y) + 0.5) { pixels.insert(Pixel(x: x, y: y)) }
    }
    return pixels
}

/// A host showing `view` in a frame of `size`.
@MainActor
func shapeHost(_ view: some View, _ width: Int, _ height: Int, environment: EnvironmentValues = EnvironmentValues())
    -> TestHost<some View>
{
    TestHost(
        view.frame(width: width, height: height), size: Size(width: width, height: height), environment: environment)
}

import Foundation
public import Terrarium
import TerrariumTerminal

/// The shared canvas: every participant's strokes, and the pointer drawing new ones.
///
/// The strokes are one `@SharedState` dictionary, kept entry by entry, so two people drawing at
/// the same moment both keep their lines; a late joiner gets them all from the session.
public struct SharedCanvas: View {
    @SharedState("strokes") private var strokes: [String: Stroke] = [:]
    @State private var drawing: String?
    @State private var strokeNumber = 0
    private let colorIndex: Int
    private let canDraw: Bool
    private let participant: String

    /// A canvas drawing in the palette colour `colorIndex`, for `participant` (a prefix that keeps
    /// its stroke keys apart from everyone else's), or only showing when `canDraw` is false.
    public init(colorIndex: Int, canDraw: Bool, participant: String) {
        self.colorIndex = colorIndex
        self.canDraw = canDraw
        self.participant = participant
    }

    /// The strokes rasterised at the canvas's size, with a drag gesture drawing.
    public var body: some View {
        let ordered = strokes.sorted { $0.key < $1.key }.map(\.value)
        Canvas { context, size in
            PixelRaster(size: size, strokes: ordered).draw(in: context)
        }
        .gesture(
            DragGesture()
                .onChanged { value in
                    // The gesture reports its first move, not the press: the stroke starts where pressed.
                    if drawing == nil { extend(to: value.startLocation) }
                    extend(to: value.location)
                }
                .onEnded { value in
                    extend(to: value.location)
                    drawing = nil
                })
    }

    /// Adds the pointer's cell to the stroke being drawn, starting one on a press and continuing
    /// in a new one past ``Stroke/maximumPoints``, so that each change sent stays small.
    private func extend(to location: Point) {
        guard canDraw else { return }
        let point = PixelPoint(x: location.x, y: location.y * 2)
        if let key = drawing, var stroke = strokes[key] {
            guard stroke.points.last != point else { return }
            if stroke.points.count < Stroke.maximumPoints {
                stroke.points.append(point)
                strokes[key] = stroke
                return
            }
            begin(at: [stroke.points[stroke.points.count - 1], point])
        } else {
            begin(at: [point])
        }
    }

    private func begin(at points: [PixelPoint]) {
        strokeNumber += 1
        // Keys sort by the time the stroke began, so every participant layers strokes alike.
        let milliseconds = Int(Date().timeIntervalSince1970 * 1000)
        let key = String(format: "%013ld-%@-%06ld", milliseconds, participant, strokeNumber)
        drawing = key
        strokes[key] = Stroke(color: colorIndex, points: points)
    }
}

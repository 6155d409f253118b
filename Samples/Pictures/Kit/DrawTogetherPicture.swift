import DrawTogetherKit
import Terrarium
import TerrariumTerminal
import TerrariumTesting

extension Picture {
    /// draw-together's screen with a fern drawn in three colours.
    ///
    /// The screen's views are shown without a session, as the sample's tests draw on its canvas:
    /// joining one would start a hub and put this machine's user and host name in the header.
    public static let drawTogether = Picture(
        name: "draw-together", title: "draw-together --session garden", size: Size(width: 100, height: 20),
        view: DrawTogetherPicture.content()
    ) { host in
        for stroke in DrawTogetherPicture.strokes {
            host.press(KeyEquivalent.character(stroke.key))
            host.drag(from: stroke.from, to: stroke.to)
        }
    }
}

/// The strokes of the picture: a pot, a stem and fronds, each in the colour of its number key.
enum DrawTogetherPicture {
    /// The screen's views on a model that never joins a session.
    @MainActor
    static func content() -> DrawTogetherContent {
        let options = LaunchOptions(
            sessionName: "garden", joins: false, via: nil, isViewer: false, participantName: "ana")
        return DrawTogetherContent(model: DrawTogetherModel(options: options))
    }

    static let strokes: [(key: Character, from: Point, to: Point)] = [
        // The pot.
        ("2", Point(x: 42, y: 13), Point(x: 58, y: 13)),
        ("2", Point(x: 44, y: 14), Point(x: 56, y: 14)),
        // The stem.
        ("3", Point(x: 50, y: 12), Point(x: 50, y: 4)),
        // The fronds.
        ("3", Point(x: 50, y: 11), Point(x: 38, y: 7)),
        ("3", Point(x: 50, y: 11), Point(x: 62, y: 7)),
        ("3", Point(x: 50, y: 8), Point(x: 41, y: 4)),
        ("3", Point(x: 50, y: 8), Point(x: 59, y: 4)),
        // A sun.
        ("4", Point(x: 76, y: 3), Point(x: 80, y: 3)),
        ("4", Point(x: 75, y: 4), Point(x: 81, y: 4)),
        ("4", Point(x: 76, y: 5), Point(x: 80, y: 5)),
    ]
}

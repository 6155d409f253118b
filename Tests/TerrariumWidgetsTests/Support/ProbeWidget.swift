import TerrariumTerminal

/// A foreign widget (not a `WidgetView`) with a number of focusable parts that records what it is
/// sent and draws one letter over its whole frame.
@MainActor
final class ProbeWidget: Widget {
    weak var host: (any WidgetHost)?
    let letter: Character
    let parts: Int
    var consumes = true
    private(set) var events: [InputEvent] = []
    private(set) var focusChanges: [Bool] = []
    /// The focused part, counted from 0; nil while focus is elsewhere.
    private(set) var focusedPart: Int?

    init(_ letter: Character = "p", parts: Int = 0) {
        self.letter = letter
        self.parts = parts
    }

    var mouseLocations: [Point] {
        events.compactMap { if case .mouse(let mouse) = $0 { mouse.location } else { nil } }
    }

    func draw(in context: GraphicsContext) {
        for y in 0..<context.size.height {
            context.draw(String(repeating: letter, count: context.size.width), at: Point(x: 0, y: y))
        }
    }

    func sizeThatFits(_ proposal: ProposedViewSize) -> Size { Size(width: 1, height: 1) }

    func handle(_ event: InputEvent) -> Bool {
        events.append(event)
        return consumes
    }

    var acceptsFocus: Bool { parts > 0 }

    func moveFocus(_ move: FocusMove) -> Bool {
        switch move {
        case .first: focusedPart = 0
        case .last: focusedPart = parts - 1
        case .next: focusedPart = focusedPart.map { $0 + 1 }
        case .previous: focusedPart = focusedPart.map { $0 - 1 }
        }
        if let part = focusedPart, !(0..<parts).contains(part) { focusedPart = nil }
        return focusedPart != nil
    }

    func focusDidChange(_ isFocused: Bool) {
        focusChanges.append(isFocused)
    }
}

import TerrariumTerminal

/// What the demo shows: plants with a selection and star ratings, and the last event received.
///
/// Pure state and key handling, so it can be reasoned about apart from the terminal.
struct DemoState {
    /// What the state asks the program to do after an event.
    enum Outcome {
        case redraw
        case quit
    }

    var plants: [(name: String, rating: Int)] = [
        ("Monstera deliciosa", 4), ("Ficus lyrata", 3), ("Sansevieria", 5), ("盆栽 Bonsai", 2),
        ("Calathea 🌿", 3), ("Pilea peperomioides", 4), ("Zamioculcas", 5),
    ]
    var selection = 0
    var lastEvent = "none yet"
    var size = Size(width: 80, height: 24)
    var resumeCount = 0

    /// The row of the first plant on screen; the view and mouse hit testing share it.
    static let listTop = 3

    mutating func handle(_ event: InputEvent) -> Outcome {
        switch event {
        case .key(let key):
            lastEvent = "key \(describe(key))"
            return handle(key)
        case .mouse(let mouse):
            lastEvent = "mouse \(mouse.kind) at \(mouse.location.x),\(mouse.location.y)"
            if case .press(.left) = mouse.kind {
                let row = mouse.location.y - DemoState.listTop
                if plants.indices.contains(row) { selection = row }
            } else if case .scroll(let direction) = mouse.kind {
                moveSelection(direction == .up ? -1 : 1)
            }
        case .paste(let text):
            lastEvent = "paste of \(text.count) characters"
        case .focus(let focused):
            lastEvent = focused ? "focus gained" : "focus lost"
        case .reply:
            break
        }
        return .redraw
    }

    private mutating func handle(_ event: KeyPress) -> Outcome {
        guard event.phase != .up else { return .redraw }
        switch (event.key, event.modifiers) {
        case (.character("q"), []), (.character("c"), .control): return .quit
        case (.upArrow, _), (.character("k"), []): moveSelection(-1)
        case (.downArrow, _), (.character("j"), []): moveSelection(1)
        case (.leftArrow, _), (.character("-"), []): setRating(plants[selection].rating - 1)
        case (.rightArrow, _), (.character("+"), []): setRating(plants[selection].rating + 1)
        case (.character(let c), []) where ("0"..."5").contains(c): setRating(Int(String(c)) ?? 0)
        default: break
        }
        return .redraw
    }

    private mutating func moveSelection(_ delta: Int) {
        selection = min(max(0, selection + delta), plants.count - 1)
    }

    private mutating func setRating(_ value: Int) {
        plants[selection].rating = min(max(0, value), 5)
    }

    private func describe(_ event: KeyPress) -> String {
        var parts: [String] = []
        if event.modifiers.contains(.control) { parts.append("Ctrl") }
        if event.modifiers.contains(.option) { parts.append("Alt") }
        if event.modifiers.contains(.shift) { parts.append("Shift") }
        switch event.key {
        case .character(" "): parts.append("Space")
        case .character(let c): parts.append(String(c))
        case .function(let n): parts.append("F\(n)")
        default: parts.append("\(event.key)")
        }
        return parts.joined(separator: "+")
    }
}

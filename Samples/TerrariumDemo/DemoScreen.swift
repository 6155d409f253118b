import TerrariumTerminal

/// Draws ``DemoState`` into a canvas: title bar, plant list, rating and status line.
///
/// Works at any size down to 1×1 because every draw is clipped.
enum DemoScreen {
    static let title = Style(foreground: .black, background: .green, attributes: .bold)
    static let selected = Style(foreground: .brightWhite, background: .rgb(40, 90, 60), attributes: .bold)
    static let star = Style(foreground: .rgb(255, 200, 0), attributes: .bold)
    static let muted = Style(foreground: .brightBlack)

    static func draw(_ state: DemoState, into canvas: GraphicsContext) {
        canvas.fill()
        let width = canvas.size.width
        canvas.fill(Rect(x: 0, y: 0, width: width, height: 1), style: title)
        canvas.draw(" Terrarium demo — \(state.size.width)x\(state.size.height)", at: .zero, style: title)

        let listWidth = min(28, max(0, width / 2))
        canvas.draw("Plants", at: Point(x: 1, y: 2), style: Style(attributes: .underline))
        let list = canvas.subcontext(Rect(x: 1, y: DemoState.listTop, width: listWidth, height: state.plants.count))
        for (row, plant) in state.plants.enumerated() {
            let style = row == state.selection ? selected : Style.plain
            list.fill(Rect(x: 0, y: row, width: listWidth, height: 1), style: style)
            list.draw((row == state.selection ? "▶ " : "  ") + plant.name, at: Point(x: 0, y: row), style: style)
        }

        let detail = canvas.subcontext(Rect(x: listWidth + 3, y: 2, width: max(0, width - listWidth - 3), height: 6))
        let plant = state.plants[state.selection]
        detail.draw(plant.name, at: .zero, style: Style(attributes: .bold))
        var x = detail.draw("Rating: ", at: Point(x: 0, y: 2))
        for index in 1...5 {
            x = detail.draw(
                index <= plant.rating ? "★" : "☆", at: Point(x: x, y: 2), style: index <= plant.rating ? star : muted)
        }
        detail.draw(" \(plant.rating)/5", at: Point(x: x, y: 2))
        detail.draw("Link: ", at: Point(x: 0, y: 4))
        detail.draw(
            "terrarium.example", at: Point(x: 6, y: 4),
            style: Style(foreground: .cyan, attributes: .underline, hyperlink: Hyperlink("https://terrarium.example/")))

        let status = canvas.size.height - 1
        if status > DemoState.listTop + state.plants.count {
            canvas.draw("Last event: \(state.lastEvent)", at: Point(x: 1, y: status - 1))
            canvas.draw(
                "↑↓ select  ←→ or 0-5 rate  click to pick  Ctrl+Z suspend  q quit", at: Point(x: 1, y: status),
                style: muted)
        }
    }
}

import TerrariumCore
import TerrariumTerminal

/// The find bar of a text editor: the text to find and its replacement, and which of the two
/// typing goes to.
///
/// It opens with the key bound to ``Command/find`` (Ctrl+F), shows on the editor's last row,
/// and closes with Escape. Return in the find field selects the next match, wrapping around;
/// Tab moves between the fields; Return in the replacement field replaces the selected match
/// and selects the next one, and Ctrl+A there replaces every match as one undo step.
struct TextEditorFind {
    /// The fields typing can go to.
    enum Field {
        case find
        case replace
    }

    /// Whether the bar shows.
    var isOpen = false
    /// The text to find.
    var query = ""
    /// What replaces a match.
    var replacement = ""
    /// The field typing goes to.
    var field = Field.find
    /// What the last search said, such as "not found".
    var status = ""

    /// The text of the field typing goes to.
    var activeText: String {
        get { field == .find ? query : replacement }
        set {
            if field == .find { query = newValue } else { replacement = newValue }
        }
    }

    /// Draws the bar on row `y` of `context`, `width` columns wide, with the caret in the active field.
    ///
    /// The fields' text is drawn as it is: the context shows controls as visible stand-ins.
    func draw(in context: GraphicsContext, y: Int, width: Int, style: Style, showsCaret: Bool) {
        context.fill(Rect(x: 0, y: y, width: width, height: 1), style: Style(attributes: .reverse))
        var x = context.draw("Find: ", at: Point(x: 0, y: y), style: Style(attributes: .reverse))
        let findStart = x
        x = context.draw(query, at: Point(x: x, y: y), style: style)
        let findEnd = x
        x = context.draw(" Replace: ", at: Point(x: x, y: y), style: Style(attributes: .reverse))
        let replaceStart = x
        x = context.draw(replacement, at: Point(x: x, y: y), style: style)
        let replaceEnd = x
        if !status.isEmpty {
            context.draw(" " + status, at: Point(x: x, y: y), style: Style(attributes: [.reverse, .dim]))
        }
        // The fields are drawn unreversed on the reversed bar, and the caret reversed again.
        context.restyle(Rect(x: findStart, y: y, width: max(1, findEnd - findStart), height: 1)) {
            $0.attributes.remove(.reverse)
        }
        context.restyle(Rect(x: replaceStart, y: y, width: max(1, replaceEnd - replaceStart), height: 1)) {
            $0.attributes.remove(.reverse)
        }
        guard showsCaret else { return }
        let caret = field == .find ? findEnd : replaceEnd
        context.restyle(Rect(x: caret, y: y, width: 1, height: 1)) { $0.attributes.insert(.reverse) }
    }
}

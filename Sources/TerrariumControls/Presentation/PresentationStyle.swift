import TerrariumCore
import TerrariumTerminal

/// How a presentation is placed and how it closes.
enum PresentationStyle: Equatable, Sendable {
    /// A box over the middle of the screen, as tall as its content or its detents.
    case sheet
    /// The whole screen.
    case fullScreenCover
    /// A box over the middle of the screen that any of its buttons closes.
    case alert
    /// A box at the bottom of the screen that any of its buttons closes.
    case confirmationDialog
    /// A box under (or over) the view that presents it, closed by a press outside it.
    case popover
    /// A menu's items under the view that opens it, or beside it for a menu inside a menu; any
    /// item closes every menu it is in.
    case menu(nested: Bool)
    /// A menu of the menu bar: under its title and never over the bar, cut to the rows below it.
    case menuBarMenu
    /// A box at the top of the screen, as a command palette stands.
    case palette

    /// Whether the rest of the screen is dimmed.
    var dimsBackground: Bool {
        switch self {
        case .sheet, .alert, .confirmationDialog: true
        case .fullScreenCover, .popover, .menu, .menuBarMenu, .palette: false
        }
    }

    /// Whether a press outside it closes it.
    var closesOnOutsidePress: Bool {
        switch self {
        case .popover, .menu, .menuBarMenu, .palette: true
        default: false
        }
    }

    /// Whether a border is drawn around the content.
    var hasBorder: Bool { self != .fullScreenCover }

    /// Whether any button inside closes it.
    var closesOnAnyButton: Bool {
        switch self {
        case .alert, .confirmationDialog, .menu, .menuBarMenu: true
        default: false
        }
    }

    /// Where the presentation stands on a screen of `screen`, presented from a view at
    /// `anchor`, its content (border included) measured by `measure` for a width (nil: its
    /// ideal width).
    func frame(screen: Size, anchor: Rect, detents: Set<PresentationDetent>, measure: (Int?) -> Size) -> Rect {
        let screenWidth = max(0, screen.width)
        let screenHeight = max(0, screen.height)
        switch self {
        case .fullScreenCover:
            return Rect(x: 0, y: 0, width: screenWidth, height: screenHeight)
        case .sheet:
            let width = screenWidth > 20 ? screenWidth - 8 : screenWidth
            let height: Int
            if let smallest = detents.map({ $0.rows(onScreen: screenHeight) }).min() {
                height = smallest
            } else {
                height = min(measure(width).height, max(1, screenHeight - 2))
            }
            return centered(Size(width: width, height: height), on: screen, bottom: false)
        case .alert, .confirmationDialog:
            // As wide as the title, message or buttons ask, from 30 to 60 columns.
            let natural = measure(nil).width
            let width = min(screenWidth, max(30, min(60, natural)))
            let height = min(measure(width).height, screenHeight)
            return centered(Size(width: width, height: height), on: screen, bottom: self == .confirmationDialog)
        case .palette:
            let width = min(screenWidth, 60)
            let height = min(measure(width).height, max(0, screenHeight - 1))
            return Rect(
                x: max(0, (screenWidth - width) / 2), y: screenHeight > height ? 1 : 0, width: width, height: height)
        case .menu(nested: true):
            let width = min(screenWidth, measure(nil).width)
            let height = min(screenHeight, measure(width).height)
            // Beside the item that opens it, on the left when there is no room on the right.
            let x = anchor.maxX + width <= screenWidth ? anchor.maxX : max(0, anchor.minX - width)
            let y = max(0, min(anchor.minY - 1, screenHeight - height))
            return Rect(x: x, y: y, width: width, height: height)
        case .menuBarMenu:
            let width = min(screenWidth, measure(nil).width)
            let y = min(max(0, anchor.maxY), screenHeight)
            let height = min(screenHeight - y, measure(width).height)
            return Rect(x: max(0, min(anchor.minX, screenWidth - width)), y: y, width: width, height: height)
        case .popover, .menu(nested: false):
            let width = min(screenWidth, measure(nil).width)
            let height = min(screenHeight, measure(width).height)
            // Below the view when it fits there, else above it, else as low as it fits.
            var y = anchor.maxY
            if y + height > screenHeight {
                y = anchor.minY - height >= 0 ? anchor.minY - height : max(0, screenHeight - height)
            }
            let x = max(0, min(anchor.minX, screenWidth - width))
            return Rect(x: x, y: y, width: width, height: height)
        }
    }

    private func centered(_ size: Size, on screen: Size, bottom: Bool) -> Rect {
        let x = max(0, (screen.width - size.width) / 2)
        let y = bottom ? max(0, screen.height - size.height - 1) : max(0, (screen.height - size.height) / 2)
        return Rect(x: x, y: y, width: size.width, height: size.height)
    }
}

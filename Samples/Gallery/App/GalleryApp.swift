import GalleryKit
import Terrarium

/// terrarium-gallery: a declarative app in the terminal — a list with selection, a form with
/// fields, a toggle and buttons, an undoable action, a paste target, a scroll view, a status line
/// of frame figures and a help line of the keys that work.
@main
struct GalleryApp: App {
    var body: some Scene {
        WindowGroup { GalleryView() }
    }
}

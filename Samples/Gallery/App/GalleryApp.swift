import GalleryKit
import Terrarium

/// terrarium-gallery: a declarative app in the terminal — a page per group of controls (basics,
/// lists, navigation, presentations, menus, search) in a tab view, a status line of frame figures
/// and a help line of the keys that work.
@main
struct GalleryApp: App {
    var body: some Scene {
        WindowGroup { GalleryView() }
    }
}

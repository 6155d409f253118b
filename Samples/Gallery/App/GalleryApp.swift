import GalleryKit
import Terrarium

/// terrarium-gallery: a declarative app in the terminal — a page per group of controls (basics,
/// lists, navigation, presentations, menus, search) in a tab view, a status line of frame figures
/// and a help line of the keys that work.
///
/// `terrarium-gallery --directory PATH` shows the files in PATH on the data page rather than
/// those in the current directory.
@main
struct GalleryApp: App {
    var body: some Scene {
        WindowGroup { GalleryView(directory: Self.directory) }
    }

    /// The argument after `--directory`, if any.
    private static var directory: String? {
        let arguments = CommandLine.arguments
        guard let flag = arguments.firstIndex(of: "--directory"), flag + 1 < arguments.count else { return nil }
        return arguments[flag + 1]
    }
}

import Foundation
import PicturesKit

/// terrarium-pictures: renders the documentation's pictures into a folder, or with `--check`
/// says which pictures in it are missing, stale or extra.
///
/// `swift package --allow-writing-to-package-directory update-pictures` runs it on `Docs/Images`.
@main
struct TerrariumPicturesTool {
    @MainActor
    static func main() async {
        // Pictures show what a UTF-8 terminal shows, whatever the locale the tool runs in: the
        // samples draw ASCII stand-ins for their glyphs in other locales.
        setenv("LC_ALL", "C.UTF-8", 1)
        let status = await PicturesCommand.run(Array(CommandLine.arguments.dropFirst())) { line in
            print(line)
        }
        exit(status)
    }
}

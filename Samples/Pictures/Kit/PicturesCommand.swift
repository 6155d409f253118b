import Foundation

/// What `terrarium-pictures [--check] DIRECTORY` does: renders every picture, then writes the
/// ones that changed into the directory, or with `--check` only says which differ.
public enum PicturesCommand {
    /// How the tool is called.
    public static let usage = "usage: terrarium-pictures [--check] DIRECTORY"

    /// The command that brings the pictures in `Docs/Images` up to date.
    public static let updateCommand = "swift package --allow-writing-to-package-directory update-pictures"

    /// Runs the tool with `arguments` (without the program's name), writing what it has to say
    /// with `print`; returns the exit status: 0 when done or up to date, 1 when the check found
    /// differences or a picture could not be made, 2 for wrong arguments.
    @MainActor
    public static func run(
        _ arguments: [String], pictures: [Picture] = Pictures.all, print: (String) -> Void
    ) async -> Int32 {
        let checks = arguments.contains("--check")
        let paths = arguments.filter { $0 != "--check" }
        guard paths.count == 1, let path = paths.first, !path.hasPrefix("-") else {
            print(usage)
            return 2
        }
        var files: [String: String] = [:]
        for picture in pictures {
            do {
                files[picture.fileName] = try await picture.svg()
            } catch {
                print("terrarium-pictures: \(picture.fileName): \(error)")
                return 1
            }
        }
        let folder = PictureFolder(url: URL(fileURLWithPath: path, isDirectory: true))
        do {
            if checks {
                let differences = try folder.differences(from: files)
                guard differences.isEmpty else {
                    print("The pictures in \(path) are not those the samples and articles make now:")
                    for difference in differences { print("  \(difference)") }
                    print("Regenerate them with `\(updateCommand)` and commit the result.")
                    return 1
                }
                print("The \(files.count) pictures in \(path) are up to date.")
            } else {
                let changes = try folder.update(to: files)
                for change in changes {
                    print(change.kind == .extra ? "removed \(change.fileName)" : "wrote \(change.fileName)")
                }
                print("\(files.count) pictures in \(path), \(changes.count) changed.")
            }
            return 0
        } catch {
            print("terrarium-pictures: \(path): \(error)")
            return 1
        }
    }
}

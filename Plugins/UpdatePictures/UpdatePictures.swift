import Foundation
import PackagePlugin

/// Renders the documentation's pictures into `Docs/Images`: `swift package
/// --allow-writing-to-package-directory update-pictures`.
///
/// The package manager builds `terrarium-pictures` for the plugin, which runs it on the package's
/// `Docs/Images` folder: it writes each picture whose content changed and removes the pictures it
/// no longer makes. CI runs the same tool with `--check`, so a change that alters a picture fails
/// until this command has been run and its result committed.
@main
struct UpdatePictures: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        guard arguments.isEmpty else {
            Diagnostics.error(
                "update-pictures takes no arguments; "
                    + "usage: swift package --allow-writing-to-package-directory update-pictures")
            throw PicturesFailed()
        }
        // The tool of the plugin's dependency goes by its target's name; it is `terrarium-pictures`.
        let tool = try context.tool(named: "TerrariumPictures")
        let folder = context.package.directoryURL.appendingPathComponent("Docs/Images", isDirectory: true)
        let process = Process()
        process.executableURL = tool.url
        process.arguments = [folder.path]
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            Diagnostics.error("terrarium-pictures ended with status \(process.terminationStatus)")
            throw PicturesFailed()
        }
    }
}

/// The tool could not write the pictures; it said why.
struct PicturesFailed: Error {}

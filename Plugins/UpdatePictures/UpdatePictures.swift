import Foundation
import PackagePlugin

/// Renders the documentation's pictures into `Docs/Images`: `swift package
/// --allow-writing-to-package-directory update-pictures [--check]`.
///
/// The plugin builds `terrarium-pictures` in the package's own build folder, as `swift build`
/// does, and runs it on the package's `Docs/Images` folder: it writes each picture whose content
/// changed and removes the pictures it no longer makes. With `--check` it writes nothing and fails
/// when a picture is out of date, which is what CI runs.
@main
struct UpdatePictures: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        guard arguments.allSatisfy({ $0 == "--check" }) else {
            Diagnostics.error(
                "unexpected arguments \(arguments); "
                    + "usage: swift package --allow-writing-to-package-directory update-pictures [--check]")
            throw PicturesFailed()
        }
        // Built as a product rather than as the plugin's tool, so it is not compiled a second time
        // for the host and the build folder's copy serves both this command and `swift run`.
        let build = try packageManager.build(
            .product("terrarium-pictures"), parameters: .init(configuration: .debug, logging: .concise))
        guard build.succeeded, let tool = build.builtArtifacts.first(where: { $0.kind == .executable }) else {
            Diagnostics.error("terrarium-pictures did not build:\n\(build.logText)")
            throw PicturesFailed()
        }
        let folder = context.package.directoryURL.appendingPathComponent("Docs/Images", isDirectory: true)
        let process = Process()
        process.executableURL = tool.url
        process.arguments = arguments + [folder.path]
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            Diagnostics.error("terrarium-pictures ended with status \(process.terminationStatus)")
            throw PicturesFailed()
        }
    }
}

/// The tool could not write or check the pictures; it said why.
struct PicturesFailed: Error {}

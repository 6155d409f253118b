import Foundation
import PackagePlugin

/// Creates a widget library target with passing tests: `swift package
/// --allow-writing-to-package-directory new-widget [--dynamic] NAME [--target-path Sources]
/// [--tests-path Tests]`.
///
/// It writes an imperative control `NAME` (a `Control` subclass), its `WidgetRepresentable`
/// `NAMEView`, a sample view `NAMEExample` and a test target `NAMETests` whose snapshot and
/// interaction tests pass on the first `swift test`, then adds the targets (and a library product)
/// to `Package.swift`. With `--dynamic` it writes a plugin loaded at run time instead: a served
/// widget `NAME`, a target `NAMEPlugin` with the library's two exported functions, tests serving
/// the widget in process, and a dynamic library product `NAME` that `PluginWidget(path:name:)`
/// loads. Inside Terrarium's own package the targets depend on its targets by name;
/// elsewhere on the products of the dependency that provides them.
@main
struct NewWidget: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        do {
            try scaffold(context.package, arguments: arguments)
        } catch {
            Diagnostics.error(error.description)
            // SwiftPM prints the thrown error too: keep it to one line after the full message.
            throw NewWidgetFailed()
        }
    }

    private func scaffold(_ package: Package, arguments: [String]) throws(ScaffoldError) {
        var extractor = ArgumentExtractor(arguments)
        if extractor.extractFlag(named: "help") > 0 {
            print(Self.usage)
            return
        }
        let isDynamic = extractor.extractFlag(named: "dynamic") > 0
        let targetPath = try Self.relativePath(extractor.extractOption(named: "target-path"), default: "Sources")
        let testsPath = try Self.relativePath(extractor.extractOption(named: "tests-path"), default: "Tests")
        let positional = extractor.remainingArguments
        guard positional.count == 1, let text = positional.first, !text.hasPrefix("-") else {
            let given = positional.isEmpty ? "none" : positional.joined(separator: " ")
            throw ScaffoldError("Give exactly one widget name, such as Gauge (given: \(given)).\n\(Self.usage)")
        }
        let existing = Set(package.targets.map(\.name) + package.products.map(\.name))
        let name = try WidgetName(text, takenNames: existing)
        let references = try ModuleReferences(
            for: package, required: isDynamic ? ModuleReferences.requiredByPlugins : ModuleReferences.required)

        let root = package.directoryURL
        let files =
            isDynamic
            ? Templates.pluginFiles(for: name, targetPath: targetPath, testsPath: testsPath)
            : Templates.files(for: name, targetPath: targetPath, testsPath: testsPath)
        let folders =
            isDynamic
            ? ["\(targetPath)/\(name.type)", "\(targetPath)/\(name.exports)", "\(testsPath)/\(name.tests)"]
            : ["\(targetPath)/\(name.type)", "\(testsPath)/\(name.tests)"]
        for folder in folders
        where FileManager.default.fileExists(atPath: root.appendingPathComponent(folder).path) {
            throw ScaffoldError("\(folder) already exists; remove it or choose another name.")
        }
        let manifestURL = root.appendingPathComponent("Package.swift")
        let manifest: String
        do {
            manifest = try String(contentsOf: manifestURL, encoding: .utf8)
        } catch {
            throw ScaffoldError("Could not read \(manifestURL.path): \(error)")
        }
        let editor = ManifestEditor(
            name: name, references: references, targetPath: targetPath, testsPath: testsPath,
            swiftSettings: Self.sharedSettings(in: manifest), isDynamic: isDynamic)
        // A manifest that cannot be edited still gets the files; the error then says what to paste.
        let edited = Result { () throws(ScaffoldError) in try editor.edit(manifest) }

        for file in files {
            try Self.write(file.text, to: root.appendingPathComponent(file.path))
            print("created \(file.path)")
        }
        switch edited {
        case .success(let editedManifest): try Self.write(editedManifest, to: manifestURL)
        case .failure(let error): throw ScaffoldError("The widget's files were created. \(error.description)")
        }
        print(
            """
            added the targets \(isDynamic ? "\(name.type), \(name.exports)" : name.type) and \(name.tests) to Package.swift

            Next:
              swift build\(isDynamic ? " --product \(name.type)" : "")
              swift test --filter \(name.tests)
            """)
        if isDynamic {
            print(
                """

                The plugin is .build/debug/lib\(name.type).so (.dylib on macOS); an app built from the same \
                Terrarium by the same compiler hosts it with PluginWidget(path:name:).
                """)
        }
    }

    private static let usage = """
        usage: swift package --allow-writing-to-package-directory new-widget [--dynamic] NAME \
        [--target-path Sources] [--tests-path Tests]
          NAME       the widget's type and target, UpperCamelCase, such as Gauge
          --dynamic  a plugin loaded at run time: a dynamic library an app hosts with PluginWidget
        """

    /// `value` (the last one given) as a folder inside the package, or `fallback` when none is given.
    private static func relativePath(_ values: [String], default fallback: String) throws(ScaffoldError) -> String {
        guard var path = values.last else { return fallback }
        while path.hasSuffix("/") { path.removeLast() }
        let components = path.split(separator: "/")
        guard !path.hasPrefix("/"), !components.isEmpty, !components.contains(".."), !components.contains(".")
        else {
            throw ScaffoldError("'\(values.last ?? "")' must be a folder inside the package, such as Sources.")
        }
        return path
    }

    /// The settings every target of `manifest` shares, when it declares them as `strictSettings`
    /// the way Terrarium's own manifest does.
    private static func sharedSettings(in manifest: String) -> String? {
        manifest.contains("let strictSettings") ? "strictSettings" : nil
    }

    private static func write(_ text: String, to url: URL) throws(ScaffoldError) {
        do {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        } catch {
            throw ScaffoldError("Could not write \(url.path): \(error)")
        }
    }
}

/// The command stopped; the diagnostics before it say why.
struct NewWidgetFailed: Error, CustomStringConvertible {
    var description: String { "new-widget stopped" }
}

import Foundation
import PackagePlugin

/// Builds the reference documentation as one static site: `swift package
/// --allow-writing-to-package-directory build-documentation [--module NAME]…`.
///
/// Every library target written in Swift with a catalog `Sources/<Module>/<Module>.docc` is
/// documented: the package manager extracts its public symbols, the toolchain's `docc convert`
/// builds an archive from them with warnings treated as errors, and `docc merge` combines the
/// archives into `.build/documentation`, with a generated `index.html` at its root linking every
/// module. Any static HTTP server serves the folder. A module that warns fails the plugin, after
/// every module has been converted, so one run lists every warning.
@main
struct BuildDocumentation: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        if extractor.extractFlag(named: "help") > 0 {
            print(Self.usage)
            return
        }
        let requested = extractor.extractOption(named: "module")
        guard extractor.remainingArguments.isEmpty else {
            Diagnostics.error("unexpected arguments \(extractor.remainingArguments)\n\(Self.usage)")
            throw DocumentationFailed()
        }
        let documented = Self.documentedModules(context.package)
        let unknown = requested.filter { name in !documented.contains { $0.target.name == name } }
        guard unknown.isEmpty else {
            Diagnostics.error(
                "no documented module named \(unknown.joined(separator: ", ")); "
                    + "documented: \(documented.map(\.target.name).joined(separator: ", "))")
            throw DocumentationFailed()
        }
        let modules = requested.isEmpty ? documented : documented.filter { requested.contains($0.target.name) }

        let docc = try context.tool(named: "docc").url
        let root = context.package.directoryURL
        let work = context.pluginWorkDirectoryURL.appendingPathComponent("documentation", isDirectory: true)
        try? FileManager.default.removeItem(at: work)
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        let images = root.appendingPathComponent("Docs/Images", isDirectory: true)

        var archives: [URL] = []
        var failures: [(module: String, output: String)] = []
        for module in modules {
            let name = module.target.name
            print("== \(name)")
            let options = PackageManager.SymbolGraphOptions(
                minimumAccessLevel: .public, includeInheritedDocs: false, includeSynthesized: true,
                includeSPI: false, emitExtensionBlocks: true)
            var graphs = try packageManager.getSymbolGraph(for: module.target, options: options).directoryURL
            // An umbrella documents the modules it brings that have no catalog of their own.
            let merged = Self.undocumentedDependencies(of: module.target, documented: documented)
            if !merged.isEmpty {
                var folders = [graphs]
                for target in merged {
                    folders.append(try packageManager.getSymbolGraph(for: target, options: options).directoryURL)
                }
                graphs = work.appendingPathComponent("\(name).symbolgraphs", isDirectory: true)
                try SymbolGraphMerge(name: name, modules: Set([name] + merged.map(\.name))).merge(folders, into: graphs)
            }
            var catalog = module.catalog
            // The catalog of Terrarium shows the pictures in Docs/Images; a staged copy holds them.
            if name == "Terrarium", let pictures = Self.files(in: images, withExtension: "svg"), !pictures.isEmpty {
                catalog = try Self.stage(catalog, adding: pictures, in: work)
            }
            let archive = work.appendingPathComponent("\(name).doccarchive", isDirectory: true)
            let conversion = try Self.run(
                docc, in: root,
                [
                    "convert", catalog.path,
                    "--additional-symbol-graph-dir", graphs.path,
                    "--output-path", archive.path,
                    "--fallback-display-name", name,
                    "--fallback-bundle-identifier", "terrarium.\(name)",
                    "--fallback-default-module-kind", "Library",
                    "--warnings-as-errors",
                    // One line a diagnostic, naming its file by its whole path.
                    "--ide-console-output",
                ])
            guard conversion.succeeded else {
                // One line a warning; those in the staged copy name the package's own catalog.
                let output = conversion.output.replacingOccurrences(
                    of: catalog.standardizedFileURL.path, with: module.catalog.standardizedFileURL.path)
                let warnings = output.split(separator: "\n").filter {
                    $0.contains(": error: ") || $0.contains(": warning: ")
                }
                failures.append((name, warnings.isEmpty ? output : warnings.joined(separator: "\n")))
                continue
            }
            archives.append(archive)
        }
        // Reported only now: once the plugin has reported an error, the package manager fails
        // every later symbol graph request.
        guard failures.isEmpty else {
            for (name, output) in failures {
                Diagnostics.error("\(name)'s documentation has warnings:\n\(output)")
            }
            Diagnostics.error(
                "docc warned about \(failures.map(\.module).joined(separator: ", ")); no site was written")
            throw DocumentationFailed()
        }

        let site = root.appendingPathComponent(".build/documentation", isDirectory: true)
        let merged = work.appendingPathComponent("Terrarium.doccarchive.merged", isDirectory: true)
        let merge = try Self.run(
            docc, in: root,
            ["merge"] + archives.map(\.path) + [
                "--output-path", merged.path,
                "--synthesized-landing-page-name", context.package.displayName,
                "--synthesized-landing-page-kind", "Package",
            ])
        guard merge.succeeded else {
            Diagnostics.error("docc merge failed:\n\(merge.output)")
            throw DocumentationFailed()
        }
        try Self.writeIndex(of: modules, archives: archives, in: merged, title: context.package.displayName)
        try? FileManager.default.removeItem(at: site)
        try FileManager.default.createDirectory(
            at: site.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.moveItem(at: merged, to: site)

        print(
            """
            Documentation for \(modules.count) module\(modules.count == 1 ? "" : "s") written to \(site.path)
            Serve it with any static HTTP server, such as:
                python3 -m http.server --directory \(site.path) 8000
            then open http://localhost:8000/
            """)
    }

    /// A library target written in Swift and its catalog.
    struct Module {
        /// The target documented.
        let target: SwiftSourceModuleTarget
        /// Its `<Module>.docc` folder.
        let catalog: URL
    }

    /// Every Swift target of a library product that has a catalog named after it, in the order of
    /// the products.
    static func documentedModules(_ package: Package) -> [Module] {
        var seen = Set<String>()
        var modules: [Module] = []
        for product in package.products(ofType: LibraryProduct.self) {
            for case let target as SwiftSourceModuleTarget in product.targets where seen.insert(target.name).inserted {
                let catalog = target.directoryURL.appendingPathComponent("\(target.name).docc", isDirectory: true)
                var isDirectory: ObjCBool = false
                if FileManager.default.fileExists(atPath: catalog.path, isDirectory: &isDirectory),
                    isDirectory.boolValue
                {
                    modules.append(Module(target: target, catalog: catalog))
                }
            }
        }
        return modules
    }

    /// The Swift targets of the package that `target` depends on directly and that have no catalog:
    /// the modules an umbrella re-exports, documented on its page.
    static func undocumentedDependencies(of target: SwiftSourceModuleTarget, documented: [Module]) -> [Target] {
        target.dependencies.compactMap { dependency in
            guard case .target(let dependency) = dependency, let dependency = dependency as? SwiftSourceModuleTarget,
                !documented.contains(where: { $0.target.name == dependency.name }),
                !FileManager.default.fileExists(
                    atPath: dependency.directoryURL.appendingPathComponent("\(dependency.name).docc").path)
            else { return nil }
            return dependency
        }
    }

    /// The files of `folder` whose names end in `.extension`, sorted; `nil` if there is no folder.
    static func files(in folder: URL, withExtension pathExtension: String) -> [URL]? {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return nil }
        return names.sorted().filter { $0.hasSuffix(".\(pathExtension)") }.map { folder.appendingPathComponent($0) }
    }

    /// A copy of `catalog` in `work` with `resources` added under `Resources/`.
    static func stage(_ catalog: URL, adding resources: [URL], in work: URL) throws -> URL {
        let staged = work.appendingPathComponent("staged", isDirectory: true)
            .appendingPathComponent(catalog.lastPathComponent, isDirectory: true)
        try FileManager.default.createDirectory(
            at: staged.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: catalog, to: staged)
        let folder = staged.appendingPathComponent("Resources", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for resource in resources {
            let destination = folder.appendingPathComponent(resource.lastPathComponent)
            try? FileManager.default.removeItem(at: destination)
            try FileManager.default.copyItem(at: resource, to: destination)
        }
        return staged
    }

    /// Replaces the merged archive's root page, an empty shell of the documentation viewer, with a
    /// plain page linking each module's documentation with its summary, readable without scripts.
    static func writeIndex(of modules: [Module], archives: [URL], in site: URL, title: String) throws {
        var items = ""
        for (module, archive) in zip(modules, archives) {
            let name = module.target.name
            let path = "documentation/\(name.lowercased())/"
            let summary = Self.summary(of: name, in: archive) ?? ""
            items += """
                  <li><a href="\(path)"><code>\(Self.escaped(name))</code></a><p>\(Self.escaped(summary))</p></li>

                """
        }
        let page = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(Self.escaped(title)) reference documentation</title>
            <style>
            body { font-family: -apple-system, system-ui, sans-serif; max-width: 48rem; margin: 2rem auto;
                   padding: 0 1rem; line-height: 1.5; color: #1d1d1f; }
            li { margin-bottom: 0.75rem; } li p { margin: 0.2rem 0 0; } a { color: #0066cc; }
            </style>
            </head>
            <body>
            <h1>\(Self.escaped(title)) reference documentation</h1>
            <p>One page per module; <a href="documentation/">all modules</a> in the documentation viewer.</p>
            <ul>
            \(items)</ul>
            </body>
            </html>

            """
        let index = site.appendingPathComponent("index.html")
        try? FileManager.default.removeItem(at: index)
        try page.write(to: index, atomically: true, encoding: .utf8)
    }

    /// The plain text of the module page's abstract, read from the archive's render JSON.
    static func summary(of module: String, in archive: URL) -> String? {
        let page = archive.appendingPathComponent("data/documentation/\(module.lowercased()).json")
        guard let data = try? Data(contentsOf: page),
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let abstract = object["abstract"] as? [[String: Any]]
        else { return nil }
        return abstract.map { inline in
            (inline["text"] as? String) ?? (inline["code"] as? String)
                ?? (inline["inlineContent"] as? [[String: Any]])?.compactMap { $0["text"] as? String }.joined() ?? ""
        }.joined()
    }

    /// `text` with the characters HTML gives a meaning escaped.
    static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }

    /// Runs `executable` in `directory` and waits for it, its standard output and error collected
    /// together.
    static func run(
        _ executable: URL, in directory: URL, _ arguments: [String]
    ) throws -> (succeeded: Bool, output: String) {
        let process = Process()
        process.currentDirectoryURL = directory
        let pipe = Pipe()
        process.executableURL = executable
        process.arguments = arguments
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let succeeded = process.terminationReason == .exit && process.terminationStatus == 0
        return (succeeded, String(decoding: data, as: UTF8.self))
    }

    /// How to run the plugin, printed for `--help` and after a wrong argument.
    static let usage = """
        usage: swift package --allow-writing-to-package-directory build-documentation [--module NAME]…
          --module NAME  document only this module (repeatable); every module with a catalog by default
        """
}

/// The documentation could not be built; the diagnostics say why.
struct DocumentationFailed: Error {}

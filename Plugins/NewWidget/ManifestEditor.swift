/// The entries a new widget adds to `Package.swift`, and their insertion into the manifest's text.
///
/// ```swift
/// let editor = ManifestEditor(name: name, references: .products(package: "terrarium"), …)
/// let edited = try editor.edit(manifestText)
/// ```
///
/// The manifest is Swift, so it is edited as text, in the simplest way that is hard to get wrong:
/// the targets go right after the first line that is only `targets: [`, and the product after
/// the first line that is only `products: [`. A manifest without such a `targets: [` line is
/// left alone, and ``snippet`` gives the entries to paste by hand.
struct ManifestEditor {
    /// The new widget's names.
    let name: WidgetName
    /// How the manifest refers to Terrarium's modules.
    let references: ModuleReferences
    /// The folder, relative to the package, holding the library target's folder.
    let targetPath: String
    /// The folder, relative to the package, holding the test target's folder.
    let testsPath: String
    /// The expression for the targets' `swiftSettings`, or nil to leave them out.
    let swiftSettings: String?
    /// Whether the widget is a plugin loaded at run time: a dynamic library product on the
    /// plugin kit, instead of a library on Terrarium's declarative layer.
    var isDynamic = false

    /// Returns `manifest` with the new targets, and the new product when it lists products.
    ///
    /// Throws when the manifest has no line that is only `targets: [`.
    func edit(_ manifest: String) throws(ScaffoldError) -> String {
        var lines = manifest.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let targetsLine = Self.line(opening: "targets", in: lines) else {
            throw ScaffoldError(
                """
                Package.swift has no line that is only `targets: [`, so it was not changed. Add these \
                entries to the package by hand:

                \(snippet)
                """)
        }
        let productsLine = Self.line(opening: "products", in: lines)
        // Insert at the later line first so the earlier index stays valid.
        var insertions = [(targetsLine, targetEntries(indentation: Self.indentation(of: lines[targetsLine])))]
        if let productsLine {
            insertions.append((productsLine, productEntries(indentation: Self.indentation(of: lines[productsLine]))))
        }
        for (line, entries) in insertions.sorted(by: { $0.0 > $1.0 }) {
            lines.insert(contentsOf: entries, at: line + 1)
        }
        return lines.joined(separator: "\n")
    }

    /// The entries to paste into a manifest that cannot be edited automatically.
    var snippet: String {
        """
        products: [
        \(productEntries(indentation: "").joined(separator: "\n"))
        ],
        targets: [
        \(targetEntries(indentation: "").joined(separator: "\n"))
        ],
        """
    }

    /// The library product, one level deeper than `indentation`; a plugin's is dynamic and built
    /// from its exports' target.
    private func productEntries(indentation: String) -> [String] {
        let product =
            isDynamic
            ? ".library(name: \"\(name.type)\", type: .dynamic, targets: [\"\(name.exports)\"]),"
            : ".library(name: \"\(name.type)\", targets: [\"\(name.type)\"]),"
        return [indentation + "    " + product]
    }

    /// The library target and its test target, one level deeper than `indentation`; for a plugin
    /// also the target of its exported functions.
    ///
    /// A plugin's exports have a target of their own so that its tests link the widget without
    /// them: a test bundle linking two plugins' exports would define the same C symbols twice.
    private func targetEntries(indentation: String) -> [String] {
        var entries: [String]
        if isDynamic {
            let modules = ModuleReferences.requiredByPlugins.map(references.dependency)
            entries =
                entry(kind: "target", name: name.type, dependencies: modules, path: sourcesPath(name.type))
                + entry(
                    kind: "target", name: name.exports,
                    dependencies: ["\"\(name.type)\"", references.dependency("TerrariumPluginKit")],
                    path: sourcesPath(name.exports))
                + entry(
                    kind: "testTarget", name: name.tests, dependencies: ["\"\(name.type)\""] + modules,
                    path: testsFolderPath)
        } else {
            entries =
                entry(
                    kind: "target", name: name.type,
                    dependencies: ["TerrariumWidgets", "Terrarium", "TerrariumTerminal"].map(references.dependency),
                    path: sourcesPath(name.type))
                + entry(
                    kind: "testTarget", name: name.tests,
                    dependencies: ["\"\(name.type)\""]
                        + ["Terrarium", "TerrariumTerminal", "TerrariumTesting"].map(references.dependency),
                    path: testsFolderPath)
        }
        return entries.map { indentation + "    " + $0 }
    }

    /// The `path:` of the source target `target`, nil in the default `Sources`.
    private func sourcesPath(_ target: String) -> String? {
        targetPath == "Sources" ? nil : "\(targetPath)/\(target)"
    }

    /// The `path:` of the test target, nil in the default `Tests`.
    private var testsFolderPath: String? {
        testsPath == "Tests" ? nil : "\(testsPath)/\(name.tests)"
    }

    /// One `.target(…)` or `.testTarget(…)` entry, its lines indented from column 0.
    private func entry(kind: String, name: String, dependencies: [String], path: String?) -> [String] {
        var lines = [".\(kind)(", "    name: \"\(name)\",", "    dependencies: ["]
        lines += dependencies.map { "        \($0)," }
        lines.append("    ],")
        if let path { lines.append("    path: \"\(path)\",") }
        if let swiftSettings { lines.append("    swiftSettings: \(swiftSettings),") }
        // The last argument takes no comma.
        lines[lines.count - 1].removeLast()
        lines.append("),")
        return lines
    }

    /// The index of the first line that is only `label: [`, blanks around it allowed.
    private static func line(opening label: String, in lines: [String]) -> Int? {
        lines.firstIndex { line in
            let words = line.split(whereSeparator: \.isWhitespace)
            return words == ["\(label):", "["] || words == ["\(label):["]
        }
    }

    /// The spaces and tabs that start `line`.
    private static func indentation(of line: String) -> String {
        String(line.prefix { $0 == " " || $0 == "\t" })
    }
}

import PackagePlugin

/// How the package's manifest refers to Terrarium's modules in a target's dependencies.
///
/// ```swift
/// ModuleReferences.plain.dependency("TerrariumWidgets")  // "TerrariumWidgets"
/// ModuleReferences.products(package: "terrarium").dependency("TerrariumWidgets")
/// // .product(name: "TerrariumWidgets", package: "terrarium")
/// ```
///
/// Inside Terrarium's own package they are targets, named plainly; in a package that depends on
/// Terrarium they are products of that dependency, named with its identity.
enum ModuleReferences: Equatable {
    /// The modules are targets of the package itself.
    case plain
    /// The modules are products of the dependency whose identity is `package`.
    case products(package: String)

    /// The modules a compiled-in widget's code imports, which every reference must reach.
    static let required = ["Terrarium", "TerrariumTerminal", "TerrariumWidgets", "TerrariumTesting"]

    /// The modules a plugin loaded at run time imports.
    static let requiredByPlugins = ["TerrariumPluginKit", "TerrariumTerminal", "TerrariumWidgetProtocol"]

    /// Finds the `required` modules of Terrarium among `package`'s own targets or among its
    /// dependencies' products.
    init(for package: Package, required: [String] = Self.required) throws(ScaffoldError) {
        let ownTargets = Set(package.targets.map(\.name))
        if required.allSatisfy(ownTargets.contains) {
            self = .plain
            return
        }
        let provider = package.dependencies.map(\.package).first { dependency in
            let products = Set(dependency.products.map(\.name))
            return required.allSatisfy(products.contains)
        }
        guard let provider else {
            throw ScaffoldError(
                """
                No dependency of '\(package.displayName)' provides the products \
                \(required.joined(separator: ", ")). Add Terrarium to the package's dependencies first.
                """)
        }
        self = .products(package: provider.id)
    }

    /// The manifest's text for a dependency on `module`.
    func dependency(_ module: String) -> String {
        switch self {
        case .plain: "\"\(module)\""
        case .products(let package): ".product(name: \"\(module)\", package: \"\(package)\")"
        }
    }
}

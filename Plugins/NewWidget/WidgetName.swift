/// The name of a new widget, checked, and the names derived from it.
///
/// ```swift
/// let name = try WidgetName("Gauge", takenNames: ["App"])
/// name.representable  // "GaugeView"
/// ```
///
/// A name is the control's type and its target's module, so it must be an UpperCamelCase Swift
/// identifier that no target uses yet. It must also not be a name the generated code refers to,
/// or one it derives from it: a control called `Control` would inherit from itself.
struct WidgetName {
    /// The control's type and the library target's name, such as `Gauge`.
    let type: String

    /// Checks `text` as the name of a new widget in a package whose targets and products are
    /// `takenNames`.
    init(_ text: String, takenNames: Set<String>) throws(ScaffoldError) {
        guard let first = text.unicodeScalars.first else {
            throw ScaffoldError("Give the widget a name: new-widget NAME, such as new-widget Gauge.")
        }
        let allowed: [ClosedRange<Unicode.Scalar>] = ["A"..."Z", "a"..."z", "0"..."9"]
        guard text.unicodeScalars.allSatisfy({ scalar in allowed.contains { $0.contains(scalar) } }) else {
            throw ScaffoldError("'\(text)' is not a Swift type name: use only the letters A–Z, a–z and digits.")
        }
        guard ("A"..."Z").contains(first) else {
            throw ScaffoldError("'\(text)' must start with an uppercase letter (UpperCamelCase), such as Gauge.")
        }
        guard text.count <= Self.maximumLength else {
            // Longer names would push lines of the generated code past swift-format's 120 columns.
            throw ScaffoldError("'\(text)' is longer than \(Self.maximumLength) characters; choose a shorter name.")
        }
        type = text
        for derived in [type, representable, example, exports, tests] {
            if takenNames.contains(derived) {
                throw ScaffoldError("The package already has a target or product named '\(derived)'; choose another.")
            }
            if Self.reserved.contains(derived) {
                throw ScaffoldError(
                    "'\(derived)' is a name the generated code or the toolchain already uses; choose another name.")
            }
        }
    }

    /// The representable's type: `GaugeView`.
    var representable: String { type + "View" }

    /// The sample view's type: `GaugeExample`.
    var example: String { type + "Example" }

    /// The target and file of a loaded plugin's exported functions: `GaugePlugin`.
    var exports: String { type + "Plugin" }

    /// The test target, its folder and its suite: `GaugeTests`.
    var tests: String { type + "Tests" }

    /// The longest name accepted.
    static let maximumLength = 30

    /// Names a new widget cannot take: Swift's own type names, the toolchain's modules, Terrarium's
    /// modules, and every name the templates refer to, which the new type would shadow.
    private static let reserved: Set<String> = [
        "Any", "Self", "Type", "Protocol", "Never", "Int", "String", "Bool", "Character", "Binding", "State",
        "Swift", "Foundation", "FoundationEssentials", "Dispatch", "Glibc", "Musl", "Darwin", "Observation",
        "Testing", "XCTest", "PackagePlugin", "PackageDescription",
        "Terrarium", "TerrariumTerminal", "TerrariumWidgets", "TerrariumTesting",
        "Control", "WidgetView", "WidgetRepresentable", "Coordinator", "Context", "View", "VStack", "Text",
        "Style", "Size", "Point", "Rect", "GraphicsContext", "InputEvent", "KeyEquivalent", "TestHost", "Suite",
        "Test", "MainActor",
        // What a plugin loaded at run time (`--dynamic`) refers to.
        "TerrariumPluginKit", "TerrariumWidgetProtocol", "ServedWidget", "WidgetServer", "WidgetPluginExport",
        "WidgetHost", "WidgetValue", "WidgetTransaction", "WidgetMessage", "WidgetSizing", "KeyPress",
        "ProposedViewSize", "Issue", "Messages", "CChar", "UnsafePointer", "UnsafeRawPointer",
    ]
}

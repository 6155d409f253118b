/// Short type names for tree dumps.
package enum TypeNames {
    /// `name` (as `String(describing:)` gives it, without module names) with its generic
    /// arguments left out, except the modifier of a `ModifiedContent`.
    ///
    /// `VStack<TupleView<Pack{Text, Text}>>` becomes `VStack`, and
    /// `ModifiedContent<Text, RendererModifier<BorderRenderer>>` becomes
    /// `ModifiedContent<_, RendererModifier<BorderRenderer>>`.
    package static func short(_ name: String) -> String {
        guard let open = name.firstIndex(of: "<"), name.hasSuffix(">") else { return name }
        let base = String(name[..<open])
        guard base == "ModifiedContent" else { return base }
        let arguments = topLevelArguments(name[name.index(after: open)..<name.index(before: name.endIndex)])
        guard arguments.count == 2 else { return base }
        return "ModifiedContent<_, \(arguments[1])>"
    }

    /// `name` as the inspector lists it: ``short(_:)``, but a modifier shown by its own type
    /// with a leading dot, so `ModifiedContent<Text, PaddingModifier<Int>>` becomes
    /// `.PaddingModifier`.
    package static func inspected(_ name: String) -> String {
        let shortName = short(name)
        guard shortName.hasPrefix("ModifiedContent<_, ") else { return shortName }
        return "." + short(String(shortName.dropFirst("ModifiedContent<_, ".count).dropLast()))
    }

    /// Whether a view of this type only groups, chooses or modifies others, so that a focus
    /// chain reads as well without it: tuples, conditionals, `ForEach` and modifiers.
    package static func isStructural(_ name: String) -> Bool {
        let shortName = short(name)
        return structuralNames.contains(shortName) || shortName.hasPrefix("ModifiedContent<")
    }

    private static let structuralNames: Set<String> = [
        "TupleView", "_ConditionalContent", "Optional", "ForEach", "Group", "AnyView",
    ]

    /// The comma-separated arguments of a generic argument list, nested lists kept whole.
    private static func topLevelArguments(_ list: Substring) -> [Substring] {
        var arguments: [Substring] = []
        var depth = 0
        var start = list.startIndex
        for index in list.indices {
            switch list[index] {
            case "<", "{", "(", "[": depth += 1
            case ">", "}", ")", "]": depth -= 1
            case "," where depth == 0:
                arguments.append(list[start..<index])
                start = list.index(after: index)
            default: break
            }
        }
        arguments.append(list[start...])
        return arguments.map { $0.drop { $0 == " " } }
    }
}

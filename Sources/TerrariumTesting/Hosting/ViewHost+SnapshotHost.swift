public import Terrarium

extension ViewHost: SnapshotHost {
    /// The cells of the last render in the `.styled` snapshot format, trailing spaces kept.
    public var styledText: String { buffer.styledText }

    /// The view graph of the last render, one node a line, indented by depth.
    ///
    /// Each line gives the view's type without module names, its frame when it takes part in
    /// layout, its explicit identity when it has one, and `focused` on the view with focus:
    ///
    /// ```text
    /// VStack frame: (0, 0) 7x4
    ///   TupleView
    ///     ModifiedContent<_, RendererModifier<BorderRenderer>> frame: (0, 0) 7x3
    ///       Text frame: (1, 1) 5x1
    ///     Text frame: (0, 3) 2x1 id: "footer"
    /// ```
    ///
    /// Generic arguments are left out, since the children below show them, except the modifier
    /// of a `ModifiedContent`, shown after `_` for the content. A hosted widget is named after
    /// its representable as `widget: TypeName`. Views that only group their
    /// children (custom views, tuples, `ForEach`) have no frame of their own and show none.
    public var treeDescription: String {
        guard let root = graph.root else { return "(empty)" }
        var lines: [String] = []
        func visit(_ node: ViewNode, depth: Int) {
            var line = String(repeating: "  ", count: depth) + TypeNames.short(node.typeName)
            if node.renderer != nil { line += " frame: \(node.frame)" }
            if case .id(let id) = node.key { line += " id: \(Self.describe(id))" }
            if let widget = (node.renderer as? AnyRepresentableRenderer)?.hostedWidget {
                line += " widget: \(TypeNames.short(String(describing: type(of: widget))))"
            }
            if node === graph.focus.focusedNode { line += " focused" }
            lines.append(line)
            for child in node.children { visit(child, depth: depth + 1) }
        }
        visit(root, depth: 0)
        return lines.joined(separator: "\n")
    }

    /// An explicit identity as written in code: strings quoted, other values as they describe
    /// themselves.
    private static func describe(_ id: AnyHashable) -> String {
        if let string = id.base as? String { return String(reflecting: string) }
        return String(describing: id.base)
    }
}

public import TerrariumCore

/// A control that chooses one of a set of options, each a view of its content with a `tag(_:)`.
///
/// ```swift
/// enum Light: String, CaseIterable, Identifiable { case low, medium, bright; var id: Self { self } }
///
/// Picker("Light", selection: $light) {
///     ForEach(Light.allCases) { light in Text(light.rawValue.capitalized) }
/// }
/// .pickerStyle(.segmented)   // Light [ Low │▐Medium▌│ Bright ]
/// ```
///
/// An option selects its `tag(_:)`, else its `ForEach` identity; options whose tag is not of the
/// selection's type cannot be chosen. `Section`s in the content give the options headings.
/// `pickerStyle(_:)` says how the options show: a menu (the automatic style), a segmented bar,
/// inline rows, radio buttons or a wheel. Inside a `Menu` the options are the menu's items, with
/// a check mark by the chosen one.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    let selection: Binding<SelectionValue>
    let label: Label
    /// The label's words, for a menu heading and assistive technology.
    let title: String?
    let content: Content

    /// Creates a picker of `content`'s options bound to `selection`, labelled by `label`.
    public init(
        selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
    ) {
        self.selection = selection
        self.label = label()
        self.content = content()
        title = nil
    }

    /// Creates a picker labelled by `label`, with its options last, as SwiftUI's older
    /// initialiser takes them.
    public init(
        selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content
    ) {
        self.init(selection: selection, content: content) { label }
    }

    init(title: String, selection: Binding<SelectionValue>, content: Content, label: Label) {
        self.selection = selection
        self.label = label
        self.content = content
        self.title = title
    }

    /// A picker has no body.
    public var body: Never { primitiveBody() }

    package func update(_ node: ViewNode) {
        let options = PickerOptions(content, selecting: SelectionValue.self)
        let selection = PickerSelection(binding: selection)
        // A selection kept in a model (`$model.size`) redraws the picker when it changes.
        let selected = node.readTracked { options.index(of: selection.current) }
        let choose: @MainActor (Int) -> Void = { [weak node] index in
            guard let tag = options.entries[index].tag, selection.select(tag) else { return }
            // A binding not backed by state updates no view by itself; the picker must still
            // show the new choice.
            node?.setNeedsUpdate()
        }
        ChildReconciler.reconcile(
            node,
            toChild: styled(
                node.environment.pickerStyle, inMenu: node.environment.isMenuItem, options: options,
                selected: selected, choose: choose))
    }

    @ViewBuilder
    private func styled(
        _ style: PickerStyleKind, inMenu: Bool, options: PickerOptions, selected: Int?,
        choose: @escaping @MainActor (Int) -> Void
    ) -> some View {
        let name = title ?? (label as? Text)?.plainText ?? ""
        switch (style, inMenu) {
        case (.menu, _), (.automatic, false):
            PickerMenu(
                title: name, label: label, options: options, selected: selected, choose: choose, isSubmenu: inMenu)
        case (_, true):
            PickerMenuItems(options: options, selected: selected, choose: choose)
        case (_, false):
            PickerControl(
                title: name, label: label, options: options, selected: selected, choose: choose, kind: style)
        }
    }
}

extension Picker where Label == Text {
    /// Creates a picker titled `title`.
    public init(
        _ title: some StringProtocol, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
    ) {
        self.init(title: String(title), selection: selection, content: content(), label: Text(title))
    }
}

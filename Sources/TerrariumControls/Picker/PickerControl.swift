import TerrariumCore
import TerrariumTerminal

/// A picker drawn with its options in view: a segmented bar, inline rows, radio buttons or a wheel.
///
/// It is one focus stop; the arrows choose the option before or after, Home and End the first and
/// last, and a click chooses the option clicked.
struct PickerControl<Label: View>: View, PrimitiveView {
    let title: String
    let label: Label
    let options: PickerOptions
    let selected: Int?
    let choose: @MainActor (Int) -> Void
    let kind: PickerStyleKind

    var body: Never { primitiveBody() }

    func update(_ node: ViewNode) {
        let renderer = node.renderer { PickerControlRenderer() }
        renderer.kind = kind
        renderer.title = title
        renderer.entries = options.entries.map { (isHeader: $0.isHeader, canChoose: $0.tag != nil, title: $0.title) }
        renderer.selected = selected
        renderer.choose = choose
        renderer.isEnabled = node.environment.isEnabled
        // A hidden label is left out: the picker is still named by its title.
        renderer.showsLabel = (!title.isEmpty || Label.self != Text.self) && !node.environment.labelsHidden
        let isFocused = node.isFocusedNode
        // A wheel makes only the rows it shows; the bar and the wheel leave headings out.
        var shownEntries = Array(options.entries.indices)
        if kind == .segmented || kind == .wheel { shownEntries.removeAll { options.entries[$0].isHeader } }
        if kind == .wheel {
            let center = selected.flatMap { shownEntries.firstIndex(of: $0) } ?? 0
            let reach = PickerControlRenderer.wheelReach
            shownEntries = Array(shownEntries[max(0, center - reach)..<min(shownEntries.count, center + reach + 1)])
        }
        var children = ChildReconciler(node)
        if renderer.showsLabel { children.next(FormLabel(content: label)) }
        for index in shownEntries {
            let entry = options.entries[index]
            children.next(
                PickerEntry(
                    owner: renderer, index: index, content: entry.view, title: entry.title, isHeader: entry.isHeader,
                    canChoose: entry.tag != nil, isSelected: index == selected, showsFocus: isFocused, kind: kind),
                id: index)
        }
        children.finish()
    }
}

/// Lays out the label and the options for the style, draws the marks between them, and takes
/// the picker's keys.
final class PickerControlRenderer: NodeRenderer {
    var kind = PickerStyleKind.inline
    var title = ""
    var entries: [(isHeader: Bool, canChoose: Bool, title: String)] = []
    var selected: Int?
    var choose: (@MainActor (Int) -> Void)?
    var isEnabled = true
    var showsLabel = true
    /// The wheel's rows above and below the chosen option.
    static let wheelReach = 2

    var drawsContent: Bool { true }

    package var hitTesting: HitTesting { .clipped }

    /// The options' nodes, after the label's.
    private func entryNodes(_ node: ViewNode) -> ArraySlice<ViewNode> {
        let children = node.layoutChildren
        return children.dropFirst(showsLabel ? 1 : 0)
    }

    private func labelNode(_ node: ViewNode) -> ViewNode? { showsLabel ? node.layoutChildren.first : nil }

    /// The columns an option's mark and the space after it take.
    private var markWidth: Int {
        switch kind {
        case .inline: 2
        case .radioGroup: 4
        case .wheel: 2
        default: 0
        }
    }

    private static let free = ProposedViewSize(width: nil, height: nil)

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> Size {
        let label = labelNode(node)?.sizeThatFits(Self.free) ?? .zero
        let sizes = entryNodes(node).map { $0.sizeThatFits(Self.free) }
        let widest = sizes.map(\.width).max() ?? 0
        switch kind {
        case .segmented:
            let bar = sizes.reduce(1) { $0 + $1.width + 3 }
            return Size(width: (showsLabel ? label.width + 1 : 0) + bar, height: 1)
        case .radioGroup:
            let column = sizes.reduce(0) { $0 + max(1, $1.height) }
            return Size(
                width: (showsLabel ? label.width + 1 : 0) + markWidth + widest, height: max(label.height, column))
        case .wheel:
            let rows = sizes.isEmpty ? 0 : 2 * Self.wheelReach + 1
            return Size(width: max(label.width, widest + 2 * markWidth), height: label.height + rows)
        default:
            let column = sizes.reduce(0) { $0 + max(1, $1.height) }
            return Size(width: max(label.width, markWidth + widest), height: label.height + column)
        }
    }

    func place(_ node: ViewNode, in frame: Rect, proposal: ProposedViewSize) {
        var origin = frame.origin
        if let label = labelNode(node) {
            let size = label.sizeThatFits(Self.free)
            label.place(in: Rect(origin: origin, size: size), proposal: Self.free)
            if kind == .segmented || kind == .radioGroup {
                origin.x += size.width + 1
            } else {
                origin.y += size.height
            }
        }
        let nodes = Array(entryNodes(node))
        switch kind {
        case .segmented:
            var x = origin.x + 2
            for entry in nodes {
                let size = entry.sizeThatFits(Self.free)
                entry.place(in: Rect(x: x, y: origin.y, width: size.width, height: 1), proposal: Self.free)
                x += size.width + 3
            }
        case .wheel:
            let center = selected.flatMap { index in nodes.firstIndex { entryIndex(of: $0) == index } } ?? 0
            for (position, entry) in nodes.enumerated() {
                let offset = position - center
                let size = entry.sizeThatFits(Self.free)
                // The chosen option stays in the middle row, as on a wheel.
                let row = origin.y + Self.wheelReach + offset
                entry.place(
                    in: Rect(x: origin.x + markWidth, y: row, width: size.width, height: 1), proposal: Self.free)
            }
        default:
            var y = origin.y
            for entry in nodes {
                let size = entry.sizeThatFits(Self.free)
                let isHeader = entryIndex(of: entry).map { entries[$0].isHeader } ?? false
                let x = origin.x + (isHeader ? 0 : markWidth)
                entry.place(in: Rect(x: x, y: y, width: size.width, height: max(1, size.height)), proposal: Self.free)
                y += max(1, size.height)
            }
        }
    }

    /// The entry a node shows, by its place among the options.
    private func entryIndex(of node: ViewNode) -> Int? {
        if case .id(let id) = node.key { return id.base as? Int }
        return nil
    }

    func draw(_ node: ViewNode, in context: GraphicsContext) {
        let clipped = context.clipped(to: node.frame)
        node.drawChildren(in: clipped)
        var style = node.environment.resolvedTextStyle(.plain)
        if !isEnabled { style.attributes.insert(.dim) }
        let isFocused = node.isFocusedNode
        let nodes = entryNodes(node)
        switch kind {
        case .segmented:
            guard let first = nodes.first, let last = nodes.last else { return }
            var edge = style
            if isFocused { edge.attributes.insert(.reverse) }
            let y = first.frame.minY
            clipped.draw("[", at: Point(x: first.frame.minX - 2, y: y), style: edge)
            clipped.draw("]", at: Point(x: last.frame.maxX + 1, y: y), style: edge)
            for entry in nodes.dropLast() {
                clipped.draw("│", at: Point(x: entry.frame.maxX + 1, y: y), style: style)
            }
        case .wheel:
            for entry in nodes where entryIndex(of: entry) == selected {
                var mark = style
                mark.attributes.insert(.bold)
                if isFocused { mark.attributes.insert(.reverse) }
                clipped.draw("›", at: Point(x: entry.frame.minX - markWidth, y: entry.frame.minY), style: mark)
                clipped.draw("‹", at: Point(x: entry.frame.maxX + 1, y: entry.frame.minY), style: mark)
            }
        case .inline, .radioGroup:
            for entry in nodes {
                guard let index = entryIndex(of: entry), !entries[index].isHeader else { continue }
                let isChosen = index == selected
                let mark =
                    kind == .inline ? (isChosen ? "✓" : " ") : (isChosen ? "(•)" : "( )")
                var markStyle = style
                if isChosen, isFocused { markStyle.attributes.insert(.reverse) }
                clipped.draw(mark, at: Point(x: entry.frame.minX - markWidth, y: entry.frame.minY), style: markStyle)
            }
        default:
            return
        }
    }

    // MARK: - Focus, keys and the wheel

    func takesFocus(_ node: ViewNode) -> Bool { isEnabled && entries.contains { $0.canChoose } }

    func focusDidChange(_ node: ViewNode, isFocused: Bool) { node.setNeedsUpdate() }

    func keyPress(_ press: KeyPress, node: ViewNode) -> Bool {
        guard press.phase != .up, isEnabled, press.modifiers.isEmpty else { return false }
        let forward: [KeyEquivalent] = kind == .segmented ? [.rightArrow] : [.downArrow, .rightArrow]
        let back: [KeyEquivalent] = kind == .segmented ? [.leftArrow] : [.upArrow, .leftArrow]
        let choices = entries.indices.filter { entries[$0].canChoose }
        guard let first = choices.first, let last = choices.last else { return false }
        let position = selected.flatMap { choices.firstIndex(of: $0) }
        var target: Int?
        if forward.contains(press.key) {
            target = position.map { choices[min($0 + 1, choices.count - 1)] } ?? first
        } else if back.contains(press.key) {
            target = position.map { choices[max($0 - 1, 0)] } ?? first
        } else if press.key == .home {
            target = first
        } else if press.key == .end {
            target = last
        }
        guard let target else { return false }
        if target != selected { choose?(target) }
        return true
    }

    var receivesPointer: Bool { kind == .wheel }

    func scrollWheel(_ direction: MouseEvent.ScrollDirection, node: ViewNode) -> Bool {
        guard kind == .wheel, direction == .up || direction == .down else { return false }
        return keyPress(KeyPress(direction == .down ? .downArrow : .upArrow), node: node)
    }

    func semantics(_ node: ViewNode) -> NodeSemantics? {
        let value = selected.map { entries[$0].title }
        return NodeSemantics(
            role: .picker, label: title.isEmpty ? nil : title, value: value,
            traits: isEnabled ? [] : .isNotEnabled, children: .contain)
    }
}

/// One option or heading of a picker drawn with its options in view.
struct PickerEntry: View, PrimitiveView {
    let owner: PickerControlRenderer
    let index: Int
    let content: AnyView
    let title: String
    let isHeader: Bool
    /// Whether its tag is of the selection's type; an option that cannot be chosen is dim.
    let canChoose: Bool
    let isSelected: Bool
    let showsFocus: Bool
    let kind: PickerStyleKind

    var body: Never { primitiveBody() }

    func update(_ node: ViewNode) {
        let renderer = node.renderer { PickerEntryRenderer() }
        renderer.owner = owner
        renderer.index = index
        renderer.title = title
        renderer.isHeader = isHeader
        renderer.isSelected = isSelected
        renderer.isEnabled = node.environment.isEnabled
        var environment = node.environment
        if isHeader || !canChoose {
            environment.textAttributes.insert(.dim)
        } else if isSelected {
            // Bold and reverse video mark the chosen option without colour.
            environment.textAttributes.insert(.bold)
            if kind == .segmented || kind == .wheel || showsFocus { environment.textAttributes.insert(.reverse) }
        }
        if !renderer.isEnabled { environment.textAttributes.insert(.dim) }
        var children = ChildReconciler(node, environment: environment)
        children.next(content)
        children.finish()
    }
}

/// Chooses its option when clicked, and reads as a radio button.
final class PickerEntryRenderer: SingleChildLayout {
    weak var owner: PickerControlRenderer?
    var index = 0
    var title = ""
    var isHeader = false
    var isSelected = false
    var isEnabled = true

    var drawsContent: Bool { true }

    func draw(_ node: ViewNode, in context: GraphicsContext) { node.drawChildren(in: context) }

    var isControl: Bool { !isHeader }

    var canActivate: Bool { isEnabled && !isHeader && owner?.entries[index].canChoose == true }

    func activate() -> Bool {
        guard canActivate, let owner else { return false }
        if owner.selected != index { owner.choose?(index) }
        return true
    }

    func semantics(_ node: ViewNode) -> NodeSemantics? {
        guard !isHeader else { return nil }
        var traits: AccessibilityTraits = isSelected ? [.isButton, .isSelected] : .isButton
        if !isEnabled { traits.insert(.isNotEnabled) }
        return NodeSemantics(role: .radioButton, label: title.isEmpty ? nil : title, traits: traits)
    }
}

import TerrariumCore
import TerrariumTerminal

/// The layout of an input control on one row: the views before a slot the control draws itself
/// (a slider's track, a stepper's buttons), the slot, then the views after it, one column apart.
///
/// A part that shows nothing (an `EmptyView` label) takes no column and no gap. The slot has its
/// ideal width when no width is proposed; a slot that fills takes what the parts leave of the
/// proposed width, never less than its minimum. When the parts and the slot do not fit, the first
/// part (the label) gives up columns first.
struct InputRow {
    /// How many of the parts come before the slot.
    var leading: Int
    /// The slot's width when no width is proposed, and always for a slot that does not fill.
    var idealWidth: Int
    /// The fewest columns a slot that fills takes.
    var minimumWidth: Int
    /// Whether the slot grows to the width proposed.
    var fills: Bool

    /// Where each part and the slot go, measured from the row's origin.
    struct Placement {
        var parts: [Rect]
        var slot: Rect
        var size: Size
    }

    private static let free = ProposedViewSize(width: nil, height: nil)

    /// The frames of `parts` and of the slot for a row offered `width` columns.
    @MainActor
    func placement(of parts: [ViewNode], width offered: Int?) -> Placement {
        // An app's frame may offer any width; held to the layout's bound, the sums below cannot
        // overflow.
        let width = offered.map { min(max(0, $0), ProposedViewSize.unbounded) }
        var sizes = parts.map { $0.sizeThatFits(Self.free) }
        let gaps = sizes.filter { $0.width > 0 }.count
        let fixed = sizes.reduce(0) { $0 + $1.width } + gaps
        var slotWidth = idealWidth
        if let width, fills { slotWidth = max(minimumWidth, width - fixed) }
        if let width, let first = sizes.first, first.width > 0, fixed + slotWidth > width {
            let narrower = max(0, first.width - (fixed + slotWidth - width))
            sizes[0] = parts[0].sizeThatFits(ProposedViewSize(width: narrower, height: nil))
            sizes[0].width = min(sizes[0].width, narrower)
        }
        var frames: [Rect] = []
        var x = 0
        var slot = Rect.zero
        for (index, size) in sizes.enumerated() {
            if index == leading {
                slot = Rect(x: x, y: 0, width: slotWidth, height: 1)
                x += slotWidth + 1
            }
            frames.append(Rect(x: x, y: 0, width: size.width, height: size.height))
            if size.width > 0 { x += size.width + 1 }
        }
        if leading >= sizes.count {
            slot = Rect(x: x, y: 0, width: slotWidth, height: 1)
            x += slotWidth + 1
        }
        let height = max(1, sizes.map(\.height).max() ?? 1)
        return Placement(parts: frames, slot: slot, size: Size(width: max(0, x - 1), height: height))
    }

    /// Places `parts` in `frame` as ``placement(of:width:)`` says; returns the slot's frame.
    @MainActor
    func place(_ parts: [ViewNode], in frame: Rect) -> Rect {
        let placement = placement(of: parts, width: frame.width)
        for (part, rect) in zip(parts, placement.parts) {
            let placed = Rect(x: frame.minX + rect.minX, y: frame.minY, width: rect.width, height: rect.height)
            part.place(in: placed, proposal: ProposedViewSize(width: rect.width, height: rect.height))
        }
        let slot = placement.slot
        return Rect(x: frame.minX + slot.minX, y: frame.minY, width: slot.width, height: slot.height)
    }
}

/// The renderer of an input control laid out as an ``InputRow``: it sizes and places the parts,
/// keeps the slot's frame for drawing and hit testing, and takes focus while enabled.
///
/// Subclasses draw the slot and take keys and the pointer; every capability they override is
/// implemented here, so that the override is the one called.
class InputRowRenderer: NodeRenderer {
    weak var node: ViewNode?
    /// Whether the control responds to the user; a disabled control is dim and ignores input.
    var isEnabled = true
    /// Told `true` before a change the user makes and `false` after it, or at a drag's ends.
    var onEditingChanged: @MainActor (Bool) -> Void = { _ in }
    /// The slot's frame, in root coordinates, as last placed.
    private(set) var slot = Rect.zero

    /// How the parts and the slot sit on the row.
    var row: InputRow { InputRow(leading: 0, idealWidth: 0, minimumWidth: 0, fills: false) }

    var drawsContent: Bool { true }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode) -> Size {
        row.placement(of: node.children, width: proposal.width).size
    }

    func place(_ node: ViewNode, in frame: Rect, proposal: ProposedViewSize) {
        slot = row.place(node.children, in: frame)
    }

    func draw(_ node: ViewNode, in context: GraphicsContext) { node.drawChildren(in: context) }

    func takesFocus(_ node: ViewNode) -> Bool { isEnabled }

    func focusDidChange(_ node: ViewNode, isFocused: Bool) { node.setNeedsUpdate() }

    func keyPress(_ press: KeyPress, node: ViewNode) -> Bool { false }

    var receivesPointer: Bool { false }

    func pointer(_ mouse: MouseEvent, clickCount: Int, node: ViewNode) -> Bool { false }

    func semantics(_ node: ViewNode) -> NodeSemantics? { nil }

    /// Moves the value one step up or down, as an arrow key does.
    func adjust(up: Bool) {}

    /// Takes `node`'s environment and the app's edit handler for this update, and offers the
    /// actions `increment` and `decrement`, which ``adjust(up:)``.
    func attach(to node: ViewNode, onEditingChanged: @escaping @MainActor (Bool) -> Void) {
        self.node = node
        self.onEditingChanged = onEditingChanged
        isEnabled = node.environment.isEnabled
        node.offerAdjustments(
            increment: { [weak self] in self?.adjust(up: true) },
            decrement: { [weak self] in self?.adjust(up: false) })
    }

    /// Where a mouse event in the node's own coordinates falls, measured from the slot's origin.
    func slotLocation(of mouse: MouseEvent, node: ViewNode) -> Point {
        Point(x: mouse.location.x + node.frame.minX - slot.minX, y: mouse.location.y + node.frame.minY - slot.minY)
    }
}

extension ViewNode {
    /// The styles of an input's marks: `plain` in the text's style (dim while disabled), `filled`
    /// in the tint too, for the part of a track or bar up to the value.
    func inputStyles(isEnabled: Bool) -> (plain: Style, filled: Style) {
        var plain = environment.resolvedTextStyle(.plain)
        if !isEnabled { plain.attributes.insert(.dim) }
        var filled = plain
        if isEnabled, filled.foreground == .default { filled.foreground = environment.tint }
        return (plain, filled)
    }

    /// Offers assistive technology and tests the actions `increment` and `decrement`, as
    /// SwiftUI's adjustable controls do, on this node's element.
    func offerAdjustments(increment: @escaping @MainActor () -> Void, decrement: @escaping @MainActor () -> Void) {
        var attachment = AccessibilityAttachment()
        attachment.actions = [("increment", increment), ("decrement", decrement)]
        accessibility = attachment
    }
}

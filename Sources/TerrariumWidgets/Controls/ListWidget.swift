public import TerrariumTerminal
public import TerrariumTransfer

/// A scrolling list of one-line items the user selects one of with the keyboard or the mouse.
///
/// ```swift
/// let list = ListWidget(items: ["Fern", "Monstera", "Pothos"])
/// list.addTarget(coordinator, action: Coordinator.plantSelected(_:), for: .valueChanged)
/// ```
///
/// Up and Down move the selection by one row, Page Up and Page Down by the rows in view, Home and
/// End to the ends; with nothing selected, any of them but End selects the first item. A left
/// click selects the item under it and the wheel scrolls by three rows. Selecting scrolls just
/// enough to show the selected row.
///
/// The list sends ``Control/Event/valueChanged`` when the user changes the selection, not when
/// ``selectedIndex`` or ``items`` is set in code. The selected row is drawn reversed across the
/// whole width while the list has focus and bold otherwise. Items are data: control characters
/// show as visible stand-ins, and an item wider than the list is cut with "…".
///
/// Rows take part in copy, cut, paste and drag through ``itemsForRow``, ``cutRow``,
/// ``pasteConfiguration`` and ``pasteItems``: the selected row is copied, and a drag starts on the
/// row under the pointer.
@MainActor
public final class ListWidget: Control {
    /// The rows, top to bottom.
    ///
    /// Setting them keeps the selection on the same index, or the last item when the list got
    /// shorter, without sending an action.
    public var items: [String] {
        didSet {
            guard items != oldValue else { return }
            selectedIndex = selectedIndex.flatMap(clampedSelection)
            scrollOffset = clampedOffset(scrollOffset)
            invalidateIntrinsicSize()
            setNeedsDisplay()
        }
    }

    /// Where ``reloadData()`` takes the items from; nil leaves the items as they were set.
    public var dataSource: (@MainActor () -> [String])?

    /// What a row offers to copy and to drag, by index; nil or empty offers nothing.
    public var itemsForRow: (@MainActor (Int) -> [TransferItem])?

    /// Removes a row and returns what it offered, for the cut command; nil cuts nothing.
    public var cutRow: (@MainActor (Int) -> [TransferItem])?

    /// The content types a paste into the list reads, the preferred first.
    public var pasteConfiguration: [ContentType] = []

    /// Takes pasted items, with the selected index where they go; returns whether it took them.
    public var pasteItems: (@MainActor ([TransferItem], Int?) -> Bool)?

    /// The index of the selected item, or nil for none.
    ///
    /// Setting it scrolls to show the item and sends no action; an index past either end selects
    /// the nearest item, and any index selects nothing while the list is empty.
    public var selectedIndex: Int? {
        didSet {
            if let index = selectedIndex { selectedIndex = clampedSelection(index) }
            guard selectedIndex != oldValue else { return }
            scrollToSelection()
            setNeedsDisplay()
        }
    }

    /// The index of the item on the top row.
    ///
    /// Kept between 0 and the offset that shows the last item on the bottom row.
    public var scrollOffset = 0 {
        didSet {
            scrollOffset = clampedOffset(scrollOffset)
            if scrollOffset != oldValue { setNeedsDisplay() }
        }
    }

    /// The rows one turn of the mouse wheel scrolls, as the declarative scroll view does.
    private static let wheelStep = 3

    /// Creates a list of `items` with nothing selected.
    public init(items: [String] = []) {
        self.items = items
        super.init()
    }

    /// Replaces the items with those ``dataSource`` gives now, then redraws.
    public func reloadData() {
        if let dataSource { items = dataSource() }
        setNeedsDisplay()
    }

    // MARK: - Size and drawing

    /// As wide as the widest item and one row per item.
    public override var intrinsicSize: Size? {
        let width = items.lazy.map { $0.fittedLine(toWidth: .max).displayWidth }.max() ?? 0
        return Size(width: width, height: items.count)
    }

    /// Whatever is proposed; the content's size in a dimension left unspecified.
    public override func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
        proposal.replacingUnspecifiedDimensions(by: intrinsicSize ?? .zero)
    }

    /// Keeps the offset in range and the selection in view for the new height.
    public override func layoutSubwidgets() {
        scrollOffset = clampedOffset(scrollOffset)
        scrollToSelection()
    }

    /// Draws the rows in view, the selected one marked.
    public override func draw(in context: GraphicsContext) {
        super.draw(in: context)
        let width = context.size.width
        for row in 0..<context.size.height {
            let index = scrollOffset + row
            guard index < items.count else { break }
            var style = Style.plain
            if index == selectedIndex {
                style.attributes.insert(isFocused ? .reverse : .bold)
            }
            if !isEnabled { style.attributes.insert(.dim) }
            if style != .plain { context.fill(Rect(x: 0, y: row, width: width, height: 1), style: style) }
            context.draw(items[index].fittedLine(toWidth: width), at: Point(x: 0, y: row), style: style)
        }
    }

    // MARK: - Input

    /// Moves the selection for navigation keys and clicks, and scrolls for the wheel.
    public override func handle(_ event: InputEvent) -> Bool {
        guard isEnabled else { return false }
        switch event {
        case .key(let press) where press.isPlainPress:
            return handle(press.key)
        case .mouse(let mouse):
            return handle(mouse)
        default:
            return false
        }
    }

    private func handle(_ key: KeyEquivalent) -> Bool {
        guard !items.isEmpty else { return false }
        let last = items.count - 1
        let page = max(1, bounds.height)
        let target: Int
        switch (key, selectedIndex) {
        case (.end, _): target = last
        case (.upArrow, let index?): target = index - 1
        case (.downArrow, let index?): target = index + 1
        case (.pageUp, let index?): target = index - page
        case (.pageDown, let index?): target = index + page
        case (.home, _), (.upArrow, nil), (.downArrow, nil), (.pageUp, nil), (.pageDown, nil): target = 0
        default: return false
        }
        userSelect(target)
        return true
    }

    private func handle(_ mouse: MouseEvent) -> Bool {
        switch mouse.kind {
        case .press(.left):
            guard bounds.contains(mouse.location) else { return false }
            let index = scrollOffset + mouse.location.y
            if index < items.count { userSelect(index) }
            return true
        case .scroll(.up), .scroll(.down):
            guard items.count > bounds.height else { return false }
            scrollOffset += mouse.kind == .scroll(.up) ? -Self.wheelStep : Self.wheelStep
            return true
        default:
            return false
        }
    }

    /// Selects `index` (clamped) as the user's choice: sends an action when the selection changed.
    private func userSelect(_ index: Int) {
        let previous = selectedIndex
        selectedIndex = index
        if selectedIndex != previous { sendActions(for: .valueChanged) }
    }

    // MARK: - Transfers

    /// What the selected row offers.
    public override func itemsToCopy() -> [TransferItem] {
        guard isEnabled, let index = selectedIndex else { return [] }
        return itemsForRow?(index) ?? []
    }

    /// Whether a row is selected and the list can cut it.
    public override var canCut: Bool { isEnabled && selectedIndex != nil && cutRow != nil }

    /// Removes the selected row through ``cutRow`` and returns what it offered.
    public override func cutItems() -> [TransferItem] {
        guard canCut, let index = selectedIndex else { return [] }
        return cutRow?(index) ?? []
    }

    /// The types ``pasteConfiguration`` lists.
    public override var pasteContentTypes: [ContentType] { pasteConfiguration }

    /// Gives the items to ``pasteItems`` with the selected index.
    public override func paste(_ items: [TransferItem]) -> Bool {
        guard isEnabled else { return false }
        return pasteItems?(items, selectedIndex) ?? false
    }

    /// What the row at `location` offers, or the selected row's for the keyboard.
    public override func dragItems(at location: TransferLocation?) -> [TransferItem] {
        guard isEnabled else { return [] }
        let index = location.map { scrollOffset + $0.row } ?? selectedIndex
        guard let index, items.indices.contains(index) else { return [] }
        return itemsForRow?(index) ?? []
    }

    // MARK: - Scrolling

    private func clampedSelection(_ index: Int) -> Int? {
        items.isEmpty ? nil : min(max(index, 0), items.count - 1)
    }

    private func clampedOffset(_ offset: Int) -> Int {
        min(max(offset, 0), max(0, items.count - max(1, bounds.height)))
    }

    /// Scrolls the least that shows the selected row; does nothing before the list has a height.
    private func scrollToSelection() {
        guard let index = selectedIndex, bounds.height > 0 else { return }
        if index < scrollOffset {
            scrollOffset = index
        } else if index >= scrollOffset + bounds.height {
            scrollOffset = index - bounds.height + 1
        }
    }
}

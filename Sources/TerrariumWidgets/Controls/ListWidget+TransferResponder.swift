public import TerrariumTransfer

extension ListWidget: TransferResponder {
    /// What the selected row offers.
    public func itemsToCopy() -> [TransferItem] {
        guard isEnabled, let index = selectedIndex else { return [] }
        return itemsForRow?(index) ?? []
    }

    /// Whether a row is selected and the list can cut it.
    public var canCut: Bool { isEnabled && selectedIndex != nil && cutRow != nil }

    /// Removes the selected row through ``cutRow`` and returns what it offered.
    public func cutItems() -> [TransferItem] {
        guard canCut, let index = selectedIndex else { return [] }
        return cutRow?(index) ?? []
    }

    /// Gives the items to ``pasteItems`` with the selected index.
    public func paste(_ items: [TransferItem]) -> Bool {
        guard isEnabled else { return false }
        return pasteItems?(items, selectedIndex) ?? false
    }

    /// What the row at `location` offers, or the selected row's for the keyboard.
    public func dragItems(at location: TransferLocation?) -> [TransferItem] {
        guard isEnabled else { return [] }
        let index = location.map { scrollOffset + $0.row } ?? selectedIndex
        guard let index, items.indices.contains(index) else { return [] }
        return itemsForRow?(index) ?? []
    }
}

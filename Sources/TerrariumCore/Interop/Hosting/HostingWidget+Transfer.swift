import TerrariumTerminal
public import TerrariumTransfer

extension HostingWidget: TransferResponder {
    /// What the focused view in the tree, or the nearest one around it, offers to copy.
    public func itemsToCopy() -> [TransferItem] {
        updateBodyIfNeeded()
        return graph.router.itemsToCopy
    }

    /// Whether a view on the tree's focus chain can cut now.
    public var canCut: Bool {
        updateBodyIfNeeded()
        return graph.router.canCut
    }

    /// Cuts from the nearest view on the tree's focus chain that can.
    public func cutItems() -> [TransferItem] {
        updateBodyIfNeeded()
        return graph.router.cutFromFocusChain()
    }

    /// The types the paste destinations on the tree's focus chain read.
    public var pasteContentTypes: [ContentType] {
        updateBodyIfNeeded()
        return graph.router.pasteContentTypes
    }

    /// Pastes `items` at the nearest place on the tree's focus chain that reads them.
    public func paste(_ items: [TransferItem]) -> Bool {
        updateBodyIfNeeded()
        return graph.router.paste(items)
    }

    /// What a drag from the view at `location` would carry: a `draggable`'s payload, or a hosted
    /// widget's items, looked up in the tree as its own host would; the focused one's for nil.
    public func dragItems(at location: TransferLocation?) -> [TransferItem] {
        updateBodyIfNeeded()
        return graph.dragAndDrop.dragItems(at: location.map(Self.point))
    }

    /// Targets the destination in the tree at `location` (the focused one for nil) that takes one
    /// of `contentTypes`, drawing it highlighted; returns whether there is one.
    public func dropSessionDidUpdate(at location: TransferLocation?, offering contentTypes: [ContentType]) -> Bool {
        updateBodyIfNeeded()
        let taken = graph.dragAndDrop.retarget(at: location.map(Self.point), offering: contentTypes)
        host?.widgetNeedsDisplay(self)
        return taken
    }

    /// Stops showing a destination in the tree as targeted.
    public func dropSessionDidExit() {
        graph.dragAndDrop.exitTarget()
        host?.widgetNeedsDisplay(self)
    }

    /// Drops `items` on the destination in the tree at `location` (the focused one for nil) that
    /// takes them; returns whether one did.
    public func performDrop(_ items: [TransferItem], at location: TransferLocation?) -> Bool {
        updateBodyIfNeeded()
        let taken = graph.dragAndDrop.drop(items, at: location.map(Self.point))
        host?.widgetNeedsDisplay(self)
        return taken
    }

    private static func point(_ location: TransferLocation) -> Point {
        Point(x: location.column, y: location.row)
    }
}

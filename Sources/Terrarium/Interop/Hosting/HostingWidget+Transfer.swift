import TerrariumTerminal
public import TerrariumTransfer

extension HostingWidget: TransferResponder {
    /// What a drag from the view at `location` would carry: a `draggable`'s payload, or a hosted
    /// widget's items, looked up in the tree as its own host would; the focused one's for nil.
    public func dragItems(at location: TransferLocation?) -> [TransferItem] {
        prepareForTransfer()
        return graph.dragAndDrop.dragItems(at: location.map(Self.point))
    }

    /// Targets the destination in the tree at `location` (the focused one for nil) that takes one
    /// of `contentTypes`, drawing it highlighted; returns whether there is one.
    public func dropSessionDidUpdate(at location: TransferLocation?, offering contentTypes: [ContentType]) -> Bool {
        prepareForTransfer()
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
        prepareForTransfer()
        let taken = graph.dragAndDrop.drop(items, at: location.map(Self.point))
        host?.widgetNeedsDisplay(self)
        return taken
    }

    private static func point(_ location: TransferLocation) -> Point {
        Point(x: location.column, y: location.row)
    }
}

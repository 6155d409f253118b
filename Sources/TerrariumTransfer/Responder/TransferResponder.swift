/// A cell inside a responder, counted from its top-left corner, where a drag starts or a drop
/// lands.
public struct TransferLocation: Hashable, Sendable {
    /// The column, from 0 at the left edge.
    public var column: Int
    /// The row, from 0 at the top edge.
    public var row: Int

    /// Creates a location at `column` and `row`.
    public init(column: Int, row: Int) {
        self.column = column
        self.row = row
    }
}

/// What an object on screen offers to copy, cut, paste, drag and drop, whatever draws it.
///
/// A hosted imperative widget conforms to take part in the app's transfers exactly as a
/// declarative view with `.copyable`, `.pasteDestination`, `.draggable` and `.dropDestination`
/// does; a widget that shows other widgets forwards to the focused one or the one under the
/// location. Every requirement has a default that takes part in nothing.
///
/// ```swift
/// extension PlantListWidget: TransferResponder {
///     func itemsToCopy() -> [TransferItem] { selectedPlant.map { [TransferItem($0)] } ?? [] }
///     var pasteContentTypes: [ContentType] { Plant.importedContentTypes }
///     func paste(_ items: [TransferItem]) -> Bool { … }
/// }
/// ```
///
/// A `nil` location means the keyboard: the focused or selected part. The names follow UIKit's
/// paste configuration and drag and drop interactions.
@MainActor
public protocol TransferResponder: AnyObject {
    /// What a copy takes now, the selection as items; empty when there is nothing to copy.
    func itemsToCopy() -> [TransferItem]

    /// Removes the selection and returns it as items; empty when nothing can be cut.
    func cutItems() -> [TransferItem]

    /// Whether ``cutItems()`` would cut something now, for a help line to offer it.
    var canCut: Bool { get }

    /// The content types a paste may bring, the preferred first; empty when it takes no paste.
    var pasteContentTypes: [ContentType] { get }

    /// Takes pasted items; returns whether it took them.
    func paste(_ items: [TransferItem]) -> Bool

    /// What a drag starting at `location` carries; empty when nothing there can be dragged.
    func dragItems(at location: TransferLocation?) -> [TransferItem]

    /// A drag offering `contentTypes` is over `location`: returns whether a drop there would be
    /// taken, and shows the place as targeted if so.
    func dropSessionDidUpdate(at location: TransferLocation?, offering contentTypes: [ContentType]) -> Bool

    /// The drag left, was cancelled or was dropped: stop showing any place as targeted.
    func dropSessionDidExit()

    /// Takes `items` dropped at `location`; returns whether it took them.
    func performDrop(_ items: [TransferItem], at location: TransferLocation?) -> Bool
}

extension TransferResponder {
    /// Nothing to copy.
    public func itemsToCopy() -> [TransferItem] { [] }
    /// Nothing to cut.
    public func cutItems() -> [TransferItem] { [] }
    /// Nothing to cut.
    public var canCut: Bool { false }
    /// Takes no paste.
    public var pasteContentTypes: [ContentType] { [] }
    /// Takes no paste.
    public func paste(_ items: [TransferItem]) -> Bool { false }
    /// Nothing to drag.
    public func dragItems(at location: TransferLocation?) -> [TransferItem] { [] }
    /// Takes no drop.
    public func dropSessionDidUpdate(at location: TransferLocation?, offering contentTypes: [ContentType]) -> Bool {
        false
    }
    /// Nothing to stop showing.
    public func dropSessionDidExit() {}
    /// Takes no drop.
    public func performDrop(_ items: [TransferItem], at location: TransferLocation?) -> Bool { false }
}

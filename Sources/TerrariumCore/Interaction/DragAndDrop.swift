public import TerrariumTerminal
public import TerrariumTransfer

extension View {
    /// Lets the view be dragged, carrying `payload`; the preview is the view itself.
    ///
    /// ```swift
    /// Text(plant.name).draggable(plant)
    /// ```
    ///
    /// Press on the view and move the pointer to another cell to start the drag; release over a
    /// ``dropDestination(for:action:isTargeted:)`` that takes one of the payload's types to drop
    /// it there, or press Escape to cancel. From the keyboard, the drag command (Alt+D) marks the
    /// focused draggable and the drop command (Alt+P) drops it on the focused destination.
    public func draggable<T: Transferable>(_ payload: @autoclosure @escaping () -> T) -> some View {
        modifier(
            NodeConfigurationModifier { $0.draggable = DragSource(items: { [TransferItem(payload())] }, preview: nil) })
    }

    /// Lets the view be dragged, carrying `payload`, with `preview` following the pointer.
    ///
    /// ```swift
    /// Text(plant.name).draggable(plant) { Text("🌱 \(plant.name)").border() }
    /// ```
    public func draggable<T: Transferable, Preview: View>(
        _ payload: @autoclosure @escaping () -> T, @ViewBuilder preview: () -> Preview
    ) -> some View {
        let preview = AnyView(preview())
        return modifier(
            NodeConfigurationModifier {
                $0.draggable = DragSource(items: { [TransferItem(payload())] }, preview: preview)
            })
    }

    /// Takes drops of values of `payloadType`: dragged views, hosted widgets' items, files dropped
    /// onto the terminal.
    ///
    /// ```swift
    /// FavoritesView(names: names)
    ///     .dropDestination(for: Plant.self) { plants, location in
    ///         names += plants.map(\.name)
    ///         return true
    ///     } isTargeted: { isTargeted = $0 }
    /// ```
    ///
    /// The view is drawn highlighted while a drag it takes is over it, and `isTargeted` is told
    /// when that starts and ends. On a drop, each item is loaded in the first of `payloadType`'s
    /// imported types it offers, then `action` gets the values and the drop's location in the
    /// view's cells (`(0, 0)` from the keyboard or a pasted file), on the main actor. When an item
    /// cannot be loaded, `action` is not called and the failure is logged for the host (a test
    /// reads it as `TestHost.dropFailures`).
    public func dropDestination<T: Transferable>(
        for payloadType: T.Type = T.self, action: @escaping @MainActor ([T], Point) -> Bool,
        isTargeted: @escaping @MainActor (Bool) -> Void = { _ in }
    ) -> some View {
        let destination = DropDestination(
            acceptedContentTypes: T.importedContentTypes, isTargeted: isTargeted,
            load: { items, location, failed in
                Task { @MainActor in
                    let values: [T]
                    do {
                        values = try await items.load(T.self)
                    } catch {
                        failed(String(describing: error))
                        return
                    }
                    guard !values.isEmpty else { return }
                    _ = action(values, location)
                }
            })
        return modifier(NodeConfigurationModifier { $0.dropDestination = destination })
    }
}

/// What `draggable` installs: the items a drag carries and the preview, if one was given.
struct DragSource {
    let items: @MainActor () -> [TransferItem]
    let preview: AnyView?
}

/// What `dropDestination` installs: the types it takes, the targeted callback, and how it loads
/// and delivers dropped items.
struct DropDestination {
    let acceptedContentTypes: [ContentType]
    let isTargeted: @MainActor (Bool) -> Void
    /// Loads the items and calls the action; reports a failure with its text.
    let load:
        @MainActor (_ items: [TransferItem], _ location: Point, _ failed: @escaping @MainActor (String) -> Void) ->
            Task<
                Void, Never
            >

    /// Whether one of `offered` conforms to a type the destination takes.
    func accepts(_ offered: [ContentType]) -> Bool {
        offered.contains { type in acceptedContentTypes.contains { type.conforms(to: $0) } }
    }
}

public import TerrariumTransfer

/// Where a paste may land: the types it reads and how it takes items.
@MainActor
struct PasteDestination {
    /// The content types the destination reads, the preferred first.
    let contentTypes: [ContentType]
    /// Loads the items in the destination's type and runs its action; throws when none loads.
    let receive: @MainActor ([TransferItem]) async throws -> Void
}

extension View {
    /// Offers `payload` to the copy command while this view, or one inside it, has focus.
    ///
    /// ```swift
    /// PlantRow(plant).copyable([plant])
    /// ```
    ///
    /// The copy key (Alt+C or Ctrl+Insert by default) writes the items to the environment's
    /// ``EnvironmentValues/clipboard`` in every content type they offer.
    public func copyable<T: Transferable>(_ payload: [T]) -> some View {
        modifier(NodeConfigurationModifier { $0.copy = { payload.map { TransferItem($0) } } })
    }

    /// Offers what `action` removes to the cut command while this view, or one inside it, has
    /// focus.
    ///
    /// ```swift
    /// list.cuttable(for: Plant.self) { store.removeSelection() }
    /// ```
    ///
    /// The cut key (Alt+X or Shift+Delete by default) runs `action` and writes what it returns to
    /// the clipboard; an empty result cuts nothing.
    public func cuttable<T: Transferable>(
        for payloadType: T.Type = T.self, action: @escaping @MainActor () -> [T]
    ) -> some View {
        modifier(NodeConfigurationModifier { $0.cut = { action().map { TransferItem($0) } } })
    }

    /// Takes pastes of `payloadType` while this view, or one inside it, has focus.
    ///
    /// ```swift
    /// PlantDetail(plant).pasteDestination(for: String.self) { notes = $0.joined(separator: "\n") }
    /// ```
    ///
    /// The paste key (Alt+V or Shift+Insert by default) reads the clipboard, and the terminal's
    /// own paste arrives here too. Each item is loaded as `T` from the first of `T`'s imported
    /// types it offers; `validator` may drop some, and `action` runs with what is left unless
    /// nothing is. When an item fails to load, `action` does not run, nothing changes, and the
    /// clipboard's ``Clipboard/status`` says why.
    public func pasteDestination<T: Transferable>(
        for payloadType: T.Type = T.self, action: @escaping @MainActor ([T]) -> Void,
        validator: @escaping @MainActor ([T]) -> [T] = { $0 }
    ) -> some View {
        let destination = PasteDestination(contentTypes: T.importedContentTypes) { items in
            let values = validator(try await items.load(T.self))
            if !values.isEmpty { action(values) }
        }
        return modifier(NodeConfigurationModifier { $0.pasteDestination = destination })
    }
}

public import TerrariumCore
public import TerrariumTransfer

/// A button that pastes what the clipboard holds as `T`.
///
/// ```swift
/// PasteButton(payloadType: Plant.self) { plants in store.add(plants) }
/// ```
///
/// Activating it reads the environment's ``EnvironmentValues/clipboard`` and runs `onPaste` with
/// the items that load as `T`; when none does, `onPaste` does not run and the clipboard's
/// ``Clipboard/status`` says why.
public struct PasteButton<T: Transferable>: View {
    @Environment(\.clipboard) private var clipboard
    private let onPaste: @MainActor ([T]) -> Void

    /// Creates a button that pastes values of `payloadType`.
    public init(payloadType: T.Type, onPaste: @escaping @MainActor ([T]) -> Void) {
        self.onPaste = onPaste
    }

    /// A button titled "Paste".
    public var body: some View {
        Button("Paste") { [clipboard, onPaste] in
            guard let clipboard else { return }
            clipboard.run {
                let items = await clipboard.read()
                do {
                    let values = try await items.load(T.self)
                    guard !values.isEmpty else {
                        return clipboard.report("Cannot paste: nothing on the clipboard reads as \(T.self)")
                    }
                    onPaste(values)
                } catch {
                    clipboard.report("Cannot paste: \(error)")
                }
            }
        }
    }
}

import TerrariumTransfer

extension [TransferItem] {
    /// The items as `T`, each read from the first of `T`'s imported types it offers (the
    /// receiver's preference, as a paste or a drop asks); items offering none are left out.
    ///
    /// Throws the first failure: a paste or drop that cannot load everything it would take changes
    /// nothing.
    package func load<T: Transferable>(_ type: T.Type) async throws -> [T] {
        var values: [T] = []
        for item in self {
            guard let contentType = item.preferredContentType(for: T.self) else { continue }
            values.append(try await item.load(T.self, as: contentType))
        }
        return values
    }
}

/// A representation that moves a value as another ``Transferable`` value, with every content type
/// of that value's representations.
///
/// ```swift
/// ProxyRepresentation(exporting: \.name)                    // a plant pastes as its name
/// ProxyRepresentation(exporting: \.name, importing: Plant.init(name:))
/// ```
public struct ProxyRepresentation<Item: Transferable, Proxy: Transferable>: TransferRepresentation,
    PrimitiveTransferRepresentation
{
    package let primitiveParts: [TransferPart<Item>]

    /// Moves values both ways through `Proxy`.
    public init(
        exporting: @escaping @Sendable (Item) throws -> Proxy, importing: @escaping @Sendable (Proxy) throws -> Item
    ) {
        primitiveParts = Self.parts(exporting: exporting, importing: importing)
    }

    /// Only exports values, as `Proxy`.
    public init(exporting: @escaping @Sendable (Item) throws -> Proxy) {
        primitiveParts = Self.parts(exporting: exporting, importing: nil)
    }

    /// Only imports values, from `Proxy`.
    public init(importing: @escaping @Sendable (Proxy) throws -> Item) {
        primitiveParts = Self.parts(exporting: nil, importing: importing)
    }

    private static func parts(
        exporting: (@Sendable (Item) throws -> Proxy)?, importing: (@Sendable (Proxy) throws -> Item)?
    ) -> [TransferPart<Item>] {
        Proxy.transferParts.compactMap { inner in
            let exporter: (@Sendable (Item) async throws -> TransferPayload)? =
                if let exporting, let innerExporter = inner.exporter {
                    { item in
                        let proxy: Proxy
                        do {
                            proxy = try exporting(item)
                        } catch {
                            throw TransferError.wrapping(error) { .exportFailed(reason: $0) }
                        }
                        return try await innerExporter(proxy)
                    }
                } else { nil }
            let importer: (@Sendable (TransferPayload, TransferOptions) async throws -> Item)? =
                if let importing, let innerImporter = inner.importer {
                    { payload, options in
                        let proxy = try await innerImporter(payload, options)
                        do {
                            return try importing(proxy)
                        } catch {
                            throw TransferError.wrapping(error) { .decodingFailed(reason: $0) }
                        }
                    }
                } else { nil }
            guard exporter != nil || importer != nil else { return nil }
            var part = TransferPart<Item>(contentType: inner.contentType, exporter: exporter, importer: importer)
            if let exporting {
                part.isExportable = { item in (try? exporting(item)).map(inner.isExportable) ?? false }
                part.suggestedFileName = { item in (try? exporting(item)).flatMap(inner.suggestedFileName) }
            }
            return part
        }
    }
}

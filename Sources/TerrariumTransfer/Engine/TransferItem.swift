public import Foundation

/// A value ready to hand over: the content types it offers, in its order of preference, and how
/// to produce each as bytes or a file.
///
/// ```swift
/// let item = TransferItem(plant)
/// item.contentTypes                              // [com.example.plant, public.utf8-plain-text]
/// let text = try await item.data(as: .text)       // a text receiver gets the proxy
/// let copy = try await item.load(Plant.self)      // the first type Plant can read
/// ```
///
/// Later transfer surfaces (the clipboard, drag and drop, sharing) hand values over as items.
public struct TransferItem: Sendable {
    private struct Offer: Sendable {
        let contentType: ContentType
        let export: @Sendable () async throws -> TransferPayload
        let suggestedFileName: String?
    }

    private let offers: [Offer]

    /// The item for `value`, offering each exporting representation whose condition holds.
    public init<Value: Transferable>(_ value: Value) {
        var seen: Set<ContentType> = []
        offers = Value.transferParts.compactMap { part in
            guard let exporter = part.exporter, part.isExportable(value), seen.insert(part.contentType).inserted else {
                return nil
            }
            return Offer(
                contentType: part.contentType, export: { try await exporter(value) },
                suggestedFileName: part.suggestedFileName(value))
        }
    }

    /// An item of bytes already made, such as what a terminal or another program handed over:
    /// each type with its data, the preferred first.
    ///
    /// ```swift
    /// let pasted = TransferItem(representations: [(.utf8PlainText, Data("Monstera".utf8))])
    /// ```
    public init(representations: [(contentType: ContentType, data: Data)]) {
        var seen: Set<ContentType> = []
        offers = representations.compactMap { contentType, data in
            guard seen.insert(contentType).inserted else { return nil }
            return Offer(contentType: contentType, export: { .data(data) }, suggestedFileName: nil)
        }
    }

    /// An item offering each payload under its content type, the preferred first.
    package init(
        payloads: [(contentType: ContentType, fileName: String?, export: @Sendable () async throws -> TransferPayload)]
    ) {
        var seen: Set<ContentType> = []
        offers = payloads.compactMap { contentType, fileName, export in
            guard seen.insert(contentType).inserted else { return nil }
            return Offer(contentType: contentType, export: export, suggestedFileName: fileName)
        }
    }

    /// The content types offered, the preferred first.
    public var contentTypes: [ContentType] { offers.map(\.contentType) }

    /// The first offered type that conforms to one of `accepted`, or `nil` when none does.
    ///
    /// A receiver accepting `.text` is offered `.utf8PlainText`, which conforms to it.
    public func contentType(accepting accepted: [ContentType]) -> ContentType? {
        offer(accepting: accepted)?.contentType
    }

    /// The file name the value suggests for the first offered type conforming to `contentType`.
    public func suggestedFileName(for contentType: ContentType) -> String? {
        offer(accepting: [contentType])?.suggestedFileName
    }

    /// The bytes of the first offered type that conforms to `contentType`.
    ///
    /// - Parameters:
    ///   - contentType: The type the receiver reads.
    ///   - limit: The most bytes the receiver takes, or `nil` for no cap.
    /// - Throws: ``TransferError``: no matching type, too large, a missing file, or the exporter's
    ///   failure.
    public func data(as contentType: ContentType, limit: Int? = nil) async throws -> Data {
        let offer = try requireOffer(accepting: contentType)
        switch try await offer.export() {
        case .data(let data):
            if let limit, data.count > limit { throw TransferError.tooLarge(size: data.count, limit: limit) }
            return data
        case .file(let sent):
            return try TransferFiles.read(sent.file, limit: limit)
        }
    }

    /// Writes the first offered type that conforms to `contentType` to a new file at
    /// `destination`, copying a sender's file in chunks and reporting progress.
    ///
    /// The sender's own file is only read. With `replacing` false, a file already at
    /// `destination` (even one created while the item was exported) is left alone and the write
    /// fails.
    public func write(
        as contentType: ContentType, to destination: URL, replacing: Bool = true,
        progress: (@Sendable (TransferProgress) -> Void)? = nil
    ) async throws {
        let offer = try requireOffer(accepting: contentType)
        switch try await offer.export() {
        case .data(let data):
            try TransferFiles.write(data, to: destination, replacing: replacing)
            progress?(TransferProgress(completedBytes: Int64(data.count), totalBytes: Int64(data.count)))
        case .file(let sent):
            try await TransferFiles.copy(sent.file, to: destination, replacing: replacing, progress: progress)
        }
    }

    /// A value of `type` rebuilt from the first offered type it can read.
    ///
    /// The sender's order decides: the first offered type any of `type`'s importers reads is used,
    /// with the first of those importers.
    public func load<Value: Transferable>(
        _ type: Value.Type = Value.self, limit: Int? = nil, progress: (@Sendable (TransferProgress) -> Void)? = nil
    ) async throws -> Value {
        let parts = Value.transferParts
        for offer in offers {
            guard let importer = parts.first(where: { $0.canImport(offer.contentType) })?.importer else { continue }
            let options = TransferOptions(
                limit: limit, progress: progress, fileName: offer.suggestedFileName, isInProcess: true)
            return try await importer(try await offer.export(), options)
        }
        throw TransferError.noMatchingContentType(offered: contentTypes, accepted: Value.importedContentTypes)
    }

    /// The receiver's preferred type for `type`: the first of its imported types this item
    /// offers (conformance included), or `nil` when it offers none of them.
    ///
    /// Where ``load(_:limit:progress:)`` follows the sender's order, a drop follows the
    /// receiver's: a destination for `URL` takes `.fileURL` before `.url`.
    public func preferredContentType<Value: Transferable>(for type: Value.Type) -> ContentType? {
        Value.importedContentTypes.first { contentType(accepting: [$0]) != nil }
    }

    /// A value of `type` rebuilt from the first offer conforming to `contentType`, by the
    /// receiver's representation for that type.
    public func load<Value: Transferable>(
        _ type: Value.Type, as contentType: ContentType, limit: Int? = nil,
        progress: (@Sendable (TransferProgress) -> Void)? = nil
    ) async throws -> Value {
        let offer = try requireOffer(accepting: contentType)
        let parts = Value.transferParts.filter { $0.importer != nil }
        guard
            let importer =
                (parts.first { $0.contentType == contentType } ?? parts.first { $0.canImport(offer.contentType) })?
                .importer
        else {
            throw TransferError.noMatchingContentType(offered: contentTypes, accepted: Value.importedContentTypes)
        }
        let options = TransferOptions(
            limit: limit, progress: progress, fileName: offer.suggestedFileName, isInProcess: true)
        return try await importer(try await offer.export(), options)
    }

    /// The raw payload of the first offered type that conforms to `contentType`, bytes or the
    /// sender's file, so a transfer can stream a file without reading it whole.
    package func payload(accepting contentType: ContentType) async throws -> TransferPayload {
        try await requireOffer(accepting: contentType).export()
    }

    private func offer(accepting accepted: [ContentType]) -> Offer? {
        offers.first { offer in accepted.contains { offer.contentType.conforms(to: $0) } }
    }

    private func requireOffer(accepting contentType: ContentType) throws -> Offer {
        guard let offer = offer(accepting: [contentType]) else {
            throw TransferError.noMatchingContentType(offered: contentTypes, accepted: [contentType])
        }
        return offer
    }
}

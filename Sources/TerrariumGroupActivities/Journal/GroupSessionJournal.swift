import Foundation
import Synchronization
public import TerrariumTransfer

/// Files and values shared as attachments: added once, the same list for everyone, kept by the
/// hub for late joiners while anyone remains.
///
/// ```swift
/// let journal = GroupSessionJournal(session: session)
/// let attachment = try await journal.add(drawing, name: "sketch.png")
/// for await attachments in journal.attachments { show(attachments) }
/// let image = try await attachment.load(Drawing.self)
/// ```
///
/// Transfers are streamed in chunks, never held whole in memory. An attachment appears only
/// once every byte reached the hub; one whose sender vanished mid-upload leaves nothing behind.
public final class GroupSessionJournal: Sendable {
    private let client: GroupSessionClient

    /// A journal for `session`.
    public convenience init<Activity>(session: GroupSession<Activity>) {
        self.init(session: session.eraseToAnyGroupSession())
    }

    /// A journal for `session`.
    public init(session: AnyGroupSession) {
        client = session.client
    }

    /// The attachments now, then after every change, oldest first.
    public var attachments: GroupSessionUpdates<[Attachment]> {
        let client = client
        return GroupSessionUpdates(client.attachments) { records in records.map { Attachment($0, client: client) } }
    }

    /// The attachments now, oldest first.
    public var currentAttachments: [Attachment] {
        client.attachments.value.map { Attachment($0, client: client) }
    }

    /// Adds `item` as an attachment for everyone, streaming its preferred representation.
    ///
    /// - Parameters:
    ///   - item: The value; its first exported content type is what is sent.
    ///   - name: The attachment's name; by default the file name the item suggests.
    ///   - progress: Called as bytes reach the hub.
    /// - Returns: The attachment, once complete at the hub.
    /// - Throws: ``GroupSessionError/attachmentTooLarge(size:limit:)`` before anything is sent,
    ///   ``GroupSessionError/notPermitted(_:)`` for a viewer, or the export's error.
    public func add<Item: Transferable>(
        _ item: Item, name: String? = nil, progress: (@Sendable (TransferProgress) -> Void)? = nil
    ) async throws -> Attachment {
        try client.requireContributor("a viewer cannot add attachments")
        let transferItem = TransferItem(item)
        guard let contentType = transferItem.contentTypes.first else {
            throw TransferError.noMatchingContentType(offered: [], accepted: Item.exportedContentTypes)
        }
        let source: GroupSessionClient.UploadSource
        let size: Int64
        switch try await transferItem.payload(accepting: contentType) {
        case .data(let data):
            source = .data(data)
            size = Int64(data.count)
        case .file(let sent):
            source = .file(sent.file)
            size = try TransferFiles.size(of: sent.file)
        }
        let fileName = TransferFiles.fileName(
            name ?? transferItem.suggestedFileName(for: contentType) ?? "attachment", for: contentType)
        let record = try await client.upload(
            id: UUID(), name: name ?? fileName, contentType: contentType.identifier, size: size, source: source,
            progress: progress)
        return Attachment(record, client: client)
    }

    /// Removes `attachment` for everyone.
    ///
    /// - Throws: ``GroupSessionError/notPermitted(_:)`` for a viewer.
    public func remove(_ attachment: Attachment) async throws {
        try client.requireContributor("a viewer cannot remove attachments")
        try await client.waitForWindow()
        let body = FrameBody.make(UploadReference(id: attachment.id))
        client.core.withLock { $0.sendReliable(.removeAttachment, body: body) }
        for await records in client.attachments.subscribe() where !records.contains(where: { $0.id == attachment.id }) {
            return
        }
        if case .invalidated(let reason) = client.state { throw reason }
    }
}

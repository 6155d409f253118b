import Foundation

extension HubEngine {
    /// Tells everyone else that `member` joined, dropped or came back: one small frame each,
    /// whatever the size of the session.
    func announcePresence(of member: HubMember) {
        let presence = ParticipantPresence(participant: member.participant, active: member.connection != nil)
        let body = FrameBody.make(ParticipantChanges(present: [presence]))
        for other in members.values where other !== member { deliver(.participants, body: body, to: other) }
    }

    /// Tells everyone left that `member` is gone.
    func announceRemoval(of member: HubMember) {
        let body = FrameBody.make(ParticipantChanges(removed: [member.participant.id]))
        for other in members.values where other !== member { deliver(.participants, body: body, to: other) }
    }

    /// Tells everyone about an attachment added or removed.
    func announceAttachments(_ changes: AttachmentChanges) {
        let body = FrameBody.make(changes)
        for member in members.values { deliver(.attachments, body: body, to: member) }
    }

    /// Sends `member` the whole shared state: values, participants, attachments, each in pages
    /// that keep every frame well under the frame limit.
    func sendSnapshot(to member: HubMember, reason: String) {
        deliver(.snapshotBegin, body: FrameBody.make(SnapshotMarker(reason: reason)), to: member)
        let values = entries.values.sorted { $0.key < $1.key }
        // JSON carries values in Base64, a third larger, and may escape each of its characters
        // ('/' as '\/') and each byte of a key (a control character takes six): sized for the
        // worst, a page stays under the frame limit whatever the values hold.
        for page in Self.pages(
            of: values, limit: 360 << 10, size: { $0.key.utf8.count * 6 + ($0.value?.count ?? 0) * 8 / 3 + 128 })
        {
            deliver(.storeUpdate, body: FrameBody.make(StoreUpdate(entries: page)), to: member)
        }
        let everyone = members.values.sorted { $0.participant.id.uuidString < $1.participant.id.uuidString }.map {
            ParticipantPresence(participant: $0.participant, active: $0.connection != nil)
        }
        // A character JSON escapes takes six bytes.
        for page in Self.pages(
            of: everyone, limit: SessionLimits.pageBytes, size: { $0.participant.name.utf8.count * 6 + 128 })
        {
            deliver(.participants, body: FrameBody.make(ParticipantChanges(present: page)), to: member)
        }
        let attachmentSize = { (record: AttachmentRecord) in
            (record.name.utf8.count + record.contentType.utf8.count + record.addedBy.name.utf8.count) * 6 + 256
        }
        for page in Self.pages(of: attachments, limit: SessionLimits.pageBytes, size: attachmentSize) {
            deliver(.attachments, body: FrameBody.make(AttachmentChanges(added: page)), to: member)
        }
        deliver(.snapshotEnd, body: Data(), to: member)
    }

    /// `items` cut into consecutive pages whose estimated sizes add up to at most `limit` (a
    /// single larger item goes alone).
    static func pages<Item>(of items: [Item], limit: Int, size: (Item) -> Int) -> [[Item]] {
        var pages: [[Item]] = []
        var page: [Item] = []
        var pageSize = 0
        for item in items {
            let itemSize = size(item)
            if pageSize + itemSize > limit, !page.isEmpty {
                pages.append(page)
                page = []
                pageSize = 0
            }
            page.append(item)
            pageSize += itemSize
        }
        if !page.isEmpty { pages.append(page) }
        return pages
    }
}

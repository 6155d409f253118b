import Foundation
import TerrariumSystem
import TerrariumTransfer

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension HubEngine {
    /// The largest range one download request may ask for.
    static let maximumDownloadChunk = 512 << 10

    func handleAttachmentFrame(_ frame: Frame, from connection: HubConnection, member: HubMember) throws {
        switch frame.kind {
        case .uploadBegin:
            let begin = try FrameBody.parse(UploadBegin.self, from: frame.body).header
            try beginUpload(begin, from: connection, member: member)
        case .uploadChunk:
            let (header, bytes) = try FrameBody.parse(UploadChunk.self, from: frame.body)
            try writeChunk(header, bytes: bytes, from: connection, member: member)
        case .uploadEnd:
            let reference = try FrameBody.parse(UploadReference.self, from: frame.body).header
            finishUpload(reference.id, from: connection, member: member)
        case .uploadCancel:
            let reference = try FrameBody.parse(UploadReference.self, from: frame.body).header
            if let upload = member.uploads.removeValue(forKey: reference.id) { discard(upload, of: member) }
        case .downloadRequest:
            let request = try FrameBody.parse(DownloadRequest.self, from: frame.body).header
            try sendChunk(request, to: connection)
        case .removeAttachment:
            try requireContributor(member, "a viewer cannot remove attachments")
            let reference = try FrameBody.parse(UploadReference.self, from: frame.body).header
            guard let record = attachmentsByID.removeValue(forKey: reference.id) else { return }
            attachments.removeAll { $0.id == reference.id }
            quotaUse[record.addedBy.id, default: QuotaUse()].attachments -= 1
            quotaUse[record.addedBy.id, default: QuotaUse()].bytes -= record.size
            unlink(path(of: reference.id))
            announceAttachments(AttachmentChanges(removed: [reference.id]))
        default:
            break
        }
    }

    /// The file of a complete attachment.
    func path(of id: UUID) -> String {
        configuration.dataDirectory + "/" + id.uuidString
    }

    /// Deletes the part files of the uploads `member` had in progress.
    func abandonUploads(of member: HubMember) {
        for upload in member.uploads.values { discard(upload, of: member) }
        member.uploads = [:]
    }

    /// The uploads in progress in the whole hub, each holding a descriptor.
    var openUploadCount: Int {
        members.values.reduce(0) { $0 + $1.uploads.count }
    }

    private func discard(_ upload: HubUpload, of member: HubMember) {
        close(upload.fd)
        unlink(upload.partPath)
        quotaUse[member.participant.id, default: QuotaUse()].bytes -= upload.begin.size
    }

    private func status(_ status: UploadStatus, to connection: HubConnection) {
        connection.queue.append(FrameBody.frame(.uploadStatus, status).encoded())
    }

    /// Why `member` may not start `begin` now, if it may not.
    private func refusal(of begin: UploadBegin, by member: HubMember) -> GroupSessionError? {
        let use = quotaUse[member.participant.id] ?? QuotaUse()
        let (byteQuota, overflow) = configuration.maximumAttachmentSize.multipliedReportingOverflow(
            by: SessionLimits.bytesPerParticipantInAttachments)
        let bytesLeft = (overflow ? Int64.max : byteQuota) - use.bytes
        if !member.participant.role.canContribute { return .notPermitted("a viewer cannot add attachments") }
        if begin.size > configuration.maximumAttachmentSize {
            return .attachmentTooLarge(size: begin.size, limit: configuration.maximumAttachmentSize)
        }
        if member.uploads.count >= SessionLimits.openUploadsPerParticipant {
            return .limitExceeded(
                "a participant has at most \(SessionLimits.openUploadsPerParticipant) open uploads at once")
        }
        if openUploadCount >= SessionLimits.openUploads {
            return .limitExceeded("the hub has at most \(SessionLimits.openUploads) open uploads at once")
        }
        if attachments.count + openUploadCount >= SessionLimits.attachments {
            return .limitExceeded("a session holds at most \(SessionLimits.attachments) attachments")
        }
        if use.attachments >= SessionLimits.attachmentsPerParticipant {
            return .limitExceeded(
                "a participant adds at most \(SessionLimits.attachmentsPerParticipant) attachments")
        }
        if begin.size > bytesLeft {
            return .limitExceeded(
                "a participant's attachments add up to at most \(ByteCount.text(overflow ? Int64.max : byteQuota))")
        }
        return nil
    }

    private func beginUpload(_ begin: UploadBegin, from connection: HubConnection, member: HubMember) throws {
        guard begin.size >= 0 else { throw ProtocolError.malformed("an upload of \(begin.size) bytes") }
        guard SessionLimits.fits(begin.name, SessionLimits.attachmentNameBytes),
            SessionLimits.fits(begin.contentType, SessionLimits.identifierBytes)
        else {
            status(
                UploadStatus(
                    id: begin.id, received: 0, completed: false,
                    error: .limitExceeded(
                        "an attachment's name is at most \(SessionLimits.attachmentNameBytes) bytes and its type \(SessionLimits.identifierBytes)"
                    )), to: connection)
            return
        }
        var answer = UploadStatus(id: begin.id, received: 0, completed: false)
        if attachmentsByID[begin.id] != nil {
            answer.received = begin.size
            answer.completed = true
        } else if let previous = member.uploads[begin.id], previous.begin == begin {
            // The same upload again after a reconnection: it goes on from the last byte written.
            answer.received = previous.received
        } else {
            if let previous = member.uploads.removeValue(forKey: begin.id) { discard(previous, of: member) }
            if let refusal = refusal(of: begin, by: member) {
                answer.error = refusal
            } else {
                let partPath = configuration.dataDirectory + "/" + begin.id.uuidString + ".part"
                unlink(partPath)
                let fd = open(partPath, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
                if fd < 0 {
                    answer.error = .hubUnavailable("the hub cannot store the attachment (\(SystemError.reason(errno)))")
                } else {
                    member.uploads[begin.id] = HubUpload(fd: fd, partPath: partPath, begin: begin)
                    quotaUse[member.participant.id, default: QuotaUse()].bytes += begin.size
                }
            }
        }
        status(answer, to: connection)
    }

    private func writeChunk(
        _ header: UploadChunk, bytes: Data, from connection: HubConnection, member: HubMember
    ) throws {
        // Chunks still in flight after a cancel or a refusal are ignored.
        guard var upload = member.uploads[header.id] else { return }
        guard header.offset == upload.received, Int64(bytes.count) <= upload.begin.size - upload.received else {
            throw ProtocolError.malformed(
                "an upload chunk of \(bytes.count) bytes at offset \(header.offset), when \(upload.received) of \(upload.begin.size) were written"
            )
        }
        let written = bytes.withUnsafeBytes { raw -> Bool in
            var offset = 0
            while offset < raw.count {
                let count = write(upload.fd, raw.baseAddress! + offset, raw.count - offset)
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { return false }
                offset += count
            }
            return true
        }
        guard written else {
            member.uploads[header.id] = nil
            discard(upload, of: member)
            status(
                UploadStatus(
                    id: header.id, received: 0, completed: false,
                    error: .hubUnavailable("the hub cannot store the attachment (\(SystemError.reason(errno)))")),
                to: connection)
            return
        }
        upload.received += Int64(bytes.count)
        member.uploads[header.id] = upload
        status(UploadStatus(id: header.id, received: upload.received, completed: false), to: connection)
    }

    private func finishUpload(_ id: UUID, from connection: HubConnection, member: HubMember) {
        guard let upload = member.uploads.removeValue(forKey: id) else { return }
        guard upload.received == upload.begin.size else {
            discard(upload, of: member)
            status(
                UploadStatus(
                    id: id, received: upload.received, completed: false,
                    error: .protocolMismatch("the upload ended early")), to: connection)
            return
        }
        close(upload.fd)
        // The attachment exists only under its final name, so only a complete one is ever seen.
        guard rename(upload.partPath, path(of: id)) == 0 else {
            unlink(upload.partPath)
            quotaUse[member.participant.id, default: QuotaUse()].bytes -= upload.begin.size
            status(
                UploadStatus(
                    id: id, received: 0, completed: false,
                    error: .hubUnavailable("the hub cannot store the attachment (\(SystemError.reason(errno)))")),
                to: connection)
            return
        }
        let record = AttachmentRecord(
            id: id, name: upload.begin.name, contentType: upload.begin.contentType, size: upload.begin.size,
            addedBy: member.participant)
        attachments.append(record)
        attachmentsByID[id] = record
        quotaUse[member.participant.id, default: QuotaUse()].attachments += 1
        announceAttachments(AttachmentChanges(added: [record]))
        status(UploadStatus(id: id, received: upload.received, completed: true), to: connection)
    }

    private func sendChunk(_ request: DownloadRequest, to connection: HubConnection) throws {
        var header = DownloadChunk(request: request.request, offset: request.offset)
        guard let record = attachmentsByID[request.id] else {
            header.error = .attachmentNotFound
            connection.queue.append(FrameBody.frame(.downloadChunk, header).encoded(), bulk: true)
            return
        }
        // Compared without adding, so no offset or length can overflow.
        guard request.length > 0, request.length <= Self.maximumDownloadChunk, request.offset >= 0,
            request.offset <= record.size - Int64(request.length)
        else {
            throw ProtocolError.malformed(
                "a download request for \(request.length) bytes at offset \(request.offset) of a \(record.size)-byte attachment"
            )
        }
        let fd = open(path(of: request.id), O_RDONLY | O_CLOEXEC)
        defer { if fd >= 0 { close(fd) } }
        var bytes = Data(count: request.length)
        let count = bytes.withUnsafeMutableBytes { raw in
            fd < 0 ? -1 : pread(fd, raw.baseAddress, raw.count, off_t(request.offset))
        }
        if count != request.length {
            header.error = .attachmentNotFound
            bytes = Data()
        }
        connection.queue.append(FrameBody.frame(.downloadChunk, header, payload: bytes).encoded(), bulk: true)
    }
}

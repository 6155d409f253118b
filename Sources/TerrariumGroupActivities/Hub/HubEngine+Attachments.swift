import Foundation

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
            beginUpload(begin, from: connection, member: member)
        case .uploadChunk:
            let (header, bytes) = try FrameBody.parse(UploadChunk.self, from: frame.body)
            try writeChunk(header, bytes: bytes, from: connection)
        case .uploadEnd:
            let reference = try FrameBody.parse(UploadReference.self, from: frame.body).header
            finishUpload(reference.id, from: connection, member: member)
        case .uploadCancel:
            let reference = try FrameBody.parse(UploadReference.self, from: frame.body).header
            if let upload = connection.uploads.removeValue(forKey: reference.id) { discard(upload) }
        case .downloadRequest:
            let request = try FrameBody.parse(DownloadRequest.self, from: frame.body).header
            try sendChunk(request, to: connection)
        case .removeAttachment:
            try requireContributor(member, "a viewer cannot remove attachments")
            let reference = try FrameBody.parse(UploadReference.self, from: frame.body).header
            guard let index = attachments.firstIndex(where: { $0.id == reference.id }) else { return }
            attachments.remove(at: index)
            unlink(path(of: reference.id))
            broadcastAttachments()
        default:
            break
        }
    }

    /// The file of a complete attachment.
    func path(of id: UUID) -> String {
        configuration.dataDirectory + "/" + id.uuidString
    }

    /// Deletes the part files of the uploads `connection` had in progress.
    func abandonUploads(of connection: HubConnection) {
        for upload in connection.uploads.values { discard(upload) }
        connection.uploads = [:]
    }

    private func discard(_ upload: HubUpload) {
        close(upload.fd)
        unlink(upload.partPath)
    }

    private func status(_ status: UploadStatus, to connection: HubConnection) {
        connection.queue.append(FrameBody.frame(.uploadStatus, status).encoded())
    }

    private func beginUpload(_ begin: UploadBegin, from connection: HubConnection, member: HubMember) {
        var answer = UploadStatus(id: begin.id, received: 0, completed: false)
        if !member.participant.role.canContribute {
            answer.error = .notPermitted("a viewer cannot add attachments")
        } else if begin.size < 0 || begin.size > configuration.maximumAttachmentSize {
            answer.error = .attachmentTooLarge(size: begin.size, limit: configuration.maximumAttachmentSize)
        } else if attachments.contains(where: { $0.id == begin.id }) {
            answer.received = begin.size
            answer.completed = true
        } else {
            if let previous = connection.uploads.removeValue(forKey: begin.id) { discard(previous) }
            let partPath = configuration.dataDirectory + "/" + begin.id.uuidString + ".part"
            unlink(partPath)
            let fd = open(partPath, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
            if fd < 0 {
                answer.error = .hubUnavailable("the hub cannot store the attachment (\(POSIX.errorText()))")
            } else {
                connection.uploads[begin.id] = HubUpload(fd: fd, partPath: partPath, begin: begin)
            }
        }
        status(answer, to: connection)
    }

    private func writeChunk(_ header: UploadChunk, bytes: Data, from connection: HubConnection) throws {
        // Chunks still in flight after a cancel or a refusal are ignored.
        guard var upload = connection.uploads[header.id] else { return }
        guard header.offset == upload.received, upload.received + Int64(bytes.count) <= upload.begin.size else {
            throw ProtocolError.malformed("an upload chunk out of place")
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
            connection.uploads[header.id] = nil
            discard(upload)
            status(
                UploadStatus(
                    id: header.id, received: 0, completed: false,
                    error: .hubUnavailable("the hub cannot store the attachment (\(POSIX.errorText()))")),
                to: connection)
            return
        }
        upload.received += Int64(bytes.count)
        connection.uploads[header.id] = upload
        status(UploadStatus(id: header.id, received: upload.received, completed: false), to: connection)
    }

    private func finishUpload(_ id: UUID, from connection: HubConnection, member: HubMember) {
        guard let upload = connection.uploads.removeValue(forKey: id) else { return }
        guard upload.received == upload.begin.size else {
            discard(upload)
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
            status(
                UploadStatus(
                    id: id, received: 0, completed: false,
                    error: .hubUnavailable("the hub cannot store the attachment (\(POSIX.errorText()))")),
                to: connection)
            return
        }
        attachments.append(
            AttachmentRecord(
                id: id, name: upload.begin.name, contentType: upload.begin.contentType, size: upload.begin.size,
                addedBy: member.participant))
        broadcastAttachments()
        status(UploadStatus(id: id, received: upload.received, completed: true), to: connection)
    }

    private func sendChunk(_ request: DownloadRequest, to connection: HubConnection) throws {
        var header = DownloadChunk(request: request.request, offset: request.offset)
        guard let record = attachments.first(where: { $0.id == request.id }) else {
            header.error = .attachmentNotFound
            connection.queue.append(FrameBody.frame(.downloadChunk, header).encoded(), bulk: true)
            return
        }
        guard request.length > 0, request.length <= Self.maximumDownloadChunk, request.offset >= 0,
            request.offset + Int64(request.length) <= record.size
        else { throw ProtocolError.malformed("a download request out of range") }
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
